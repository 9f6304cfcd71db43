/* timeline map: events drawn with Leaflet + Leaflet.markercluster, entirely offline.
 *
 * The events arrive as JSON in a script block of type application/json and are read
 * with JSON.parse, so caption text is data from end to end: every piece of it reaches
 * the page through textContent or setAttribute, never through innerHTML.
 * One marker per place (its number is the events there that pass the filters);
 * clusters sum those numbers. Markers are Leaflet objects, not DOM nodes, until
 * markercluster shows them, so 100,000 events do not mean 100,000 nodes.
 */
(function (global) {
  "use strict";

  var DAY_MS = 86400000;
  var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  var PRECISION = ["day", "week", "month", "year"];
  var POPUP_LIMIT = 200;

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }

  function escapeHtml(text) {
    /* Only for Leaflet's layer control, which sets labels with innerHTML. */
    return String(text).replace(/[&<>"'`]/g, function (c) {
      return "&#" + c.charCodeAt(0) + ";";
    });
  }

  function dayParts(day) {
    var d = new Date(day * DAY_MS);
    return {y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate()};
  }

  function formatDate(day, precision) {
    var p = dayParts(day);
    if (precision === 3) { return String(p.y); }
    if (precision === 2) { return MONTHS[p.m] + " " + p.y; }
    var text = p.d + " " + MONTHS[p.m] + " " + p.y;
    return precision === 1 ? "week of " + text : text;
  }

  function isoDay(day) {
    return new Date(day * DAY_MS).toISOString().slice(0, 10);
  }

  function TimelineMap(map, data, options) {
    this.map = map;
    this.data = data;
    this.options = options || {};
    this.rows = data.rows;
    this.size = this.rows.start.length;
    this.places = data.places;
    this.selectedId = null;
    this.listeners = [];
    this.shown = 0;
    this._index();
    this._basemap();
    this._cluster();
    this._filters();
    this._fit();
    this._controls();
    this.apply();
  }

  TimelineMap.prototype._index = function () {
    var rows = this.rows, n = this.size, i;
    this.year = new Int32Array(n);
    this.byPlace = [];
    for (i = 0; i < this.places.lat.length; i++) { this.byPlace.push([]); }
    this.idToRow = {};
    for (i = 0; i < n; i++) {
      this.year[i] = dayParts(rows.start[i]).y;
      this.byPlace[rows.place[i]].push(i);
      var ids = rows.ids ? rows.ids[i] : [rows.id[i]];
      for (var k = 0; k < ids.length; k++) { this.idToRow[ids[k]] = i; }
    }
    this.visible = new Uint8Array(n);
    this.placeCount = new Int32Array(this.places.lat.length);
    this.onMap = new Uint8Array(this.places.lat.length);
    this.markers = new Array(this.places.lat.length);
    this.steps = [];
    this.stepPrecision = [];
    for (i = 0; i < n; i++) {
      var last = this.steps.length - 1;
      if (last < 0 || this.steps[last] !== rows.start[i]) {
        this.steps.push(rows.start[i]);
        this.stepPrecision.push(rows.prec[i]);
      } else if (rows.prec[i] < this.stepPrecision[last]) {
        this.stepPrecision[last] = rows.prec[i];
      }
    }
  };

  TimelineMap.prototype._basemap = function () {
    var map = this.map;
    this.outlines = L.geoJSON(this.options.countries, {
      interactive: false,
      style: {color: "#8c8c8c", weight: 0.6, fillColor: "#f4f1ea", fillOpacity: 1}
    }).addTo(map);
    this.tiles = L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
      maxZoom: 19,
      attribution: "&copy; OpenStreetMap contributors"
    });
    var outlines = this.outlines, tiles = this.tiles;
    map.on("overlayadd overlayremove", function (e) {
      if (e.layer === tiles) {
        outlines.setStyle({fillOpacity: e.type === "overlayadd" ? 0 : 1});
      }
    });
    map.attributionControl.addAttribution(
      "Places: <a href=\"https://www.geonames.org/\">GeoNames</a> (CC BY 4.0) | " +
      "Outlines: <a href=\"https://www.naturalearthdata.com/\">Natural Earth</a> (public domain)");
  };

  TimelineMap.prototype._cluster = function () {
    var self = this;
    this.cluster = L.markerClusterGroup({
      chunkedLoading: true,
      chunkProgress: function (done, total) { if (done >= total) { self._loaded(); } },
      showCoverageOnHover: false,
      maxClusterRadius: 50,
      iconCreateFunction: function (cluster) {
        var total = 0, children = cluster.getAllChildMarkers();
        for (var i = 0; i < children.length; i++) { total += children[i].options.count; }
        var size = total < 10 ? "small" : (total < 100 ? "medium" : "large");
        return L.divIcon({
          html: "<div><span>" + total + "</span></div>",
          className: "marker-cluster marker-cluster-" + size + " tl-cluster",
          iconSize: L.point(40, 40)
        });
      }
    }).addTo(this.map);
    this.highlightLayer = L.layerGroup().addTo(this.map);
    this.cluster.on("click", function (e) { self._markerClicked(e.layer); });
  };

  TimelineMap.prototype._filters = function () {
    var rows = this.rows, i;
    this.countryOn = {};
    this.yearOn = {};
    this.countryCount = {};
    this.yearCount = {};
    for (i = 0; i < this.size; i++) {
      var cc = this.places.cc[rows.place[i]] || "";
      var y = this.year[i];
      this.countryOn[cc] = true;
      this.yearOn[y] = true;
      this.countryCount[cc] = (this.countryCount[cc] || 0) + rows.n[i];
      this.yearCount[y] = (this.yearCount[y] || 0) + rows.n[i];
    }
    this.range = null;
  };

  TimelineMap.prototype._icon = function (count) {
    var size = count < 10 ? "s" : (count < 100 ? "m" : "l");
    var px = 14 + 6 * String(count).length;  /* room for 5-digit counts */
    return L.divIcon({html: String(count), className: "tl-place tl-place-" + size,
                      iconSize: L.point(px, px)});
  };

  TimelineMap.prototype._marker = function (p) {
    var marker = this.markers[p];
    if (marker) { return marker; }
    var self = this;
    marker = L.marker([this.places.lat[p], this.places.lon[p]], {
      icon: this._icon(1), count: 0, place: p, title: this.places.name[p] || ""
    });
    marker.bindPopup(function () { return self._popup(p); }, {maxWidth: 380, minWidth: 240});
    this.markers[p] = marker;
    return marker;
  };

  TimelineMap.prototype.apply = function () {
    var rows = this.rows, shown = 0, lo = -Infinity, hi = Infinity, i;
    if (this.range) { lo = this.range[0]; hi = this.range[1]; }
    this.placeCount.fill(0);
    for (i = 0; i < this.size; i++) {
      var on = this.countryOn[this.places.cc[rows.place[i]] || ""] && this.yearOn[this.year[i]] &&
               rows.start[i] <= hi && rows.end[i] >= lo;
      this.visible[i] = on ? 1 : 0;
      if (on) { this.placeCount[rows.place[i]] += rows.n[i]; shown += rows.n[i]; }
    }
    var add = [], remove = [], changed = [];
    for (var p = 0; p < this.placeCount.length; p++) {
      var count = this.placeCount[p];
      if (count > 0) {
        var marker = this._marker(p);
        if (marker.options.count !== count) {
          marker.options.count = count;
          marker.setIcon(this._icon(count));
          if (this.onMap[p]) { changed.push(marker); }
        }
        if (!this.onMap[p]) { add.push(marker); this.onMap[p] = 1; }
      } else if (this.onMap[p]) {
        remove.push(this.markers[p]);
        this.onMap[p] = 0;
      }
    }
    if (remove.length) { this.cluster.removeLayers(remove); }
    this.ready = false;
    if (add.length) { this.cluster.addLayers(add); } else { this._loaded(); }
    if (changed.length) { this.cluster.refreshClusters(changed); }
    this.shown = shown;
    this._status();
  };

  /* Markers are added in chunks; "ready" says the last chunk is on the map (tests, benchmarks). */
  TimelineMap.prototype._loaded = function () {
    this.ready = true;
    if (this.readyAt === undefined) { this.readyAt = performance.now(); }
    this.map.getContainer().setAttribute("data-tl-ready", "1");
  };

  TimelineMap.prototype.visibleEventCount = function () { return this.shown; };
  TimelineMap.prototype.visiblePlaceCount = function () {
    var total = 0;
    for (var p = 0; p < this.onMap.length; p++) { total += this.onMap[p]; }
    return total;
  };

  TimelineMap.prototype._popup = function (p) {
    var self = this, list = this.byPlace[p], box = el("div", "tl-popup");
    var chosen = this.selectedId === null ? undefined : this.idToRow[this.selectedId];
    var visible = list.filter(function (i) { return self.visible[i] || i === chosen; });
    var total = 0;
    visible.forEach(function (i) { total += self.rows.n[i]; });
    var head = el("div", "tl-popup-head");
    head.appendChild(el("strong", "tl-popup-place", this.places.name[p]));
    if (this.places.country[p]) { head.appendChild(el("span", "tl-popup-country", ", " + this.places.country[p])); }
    head.appendChild(el("span", "tl-popup-count", " \u2014 " + total + (total === 1 ? " event" : " events")));
    box.appendChild(head);
    var ol = el("ol", "tl-popup-list");
    visible.slice(0, POPUP_LIMIT).forEach(function (i) { ol.appendChild(self._item(i)); });
    box.appendChild(ol);
    if (visible.length > POPUP_LIMIT) {
      box.appendChild(el("p", "tl-popup-more", (visible.length - POPUP_LIMIT) +
        " more not listed here; every event is in the exports."));
    }
    var selected = box.querySelector(".tl-selected");
    if (selected) { setTimeout(function () { selected.scrollIntoView({block: "nearest"}); }, 0); }
    return box;
  };

  TimelineMap.prototype._item = function (i) {
    var rows = this.rows, self = this, item = el("li", "tl-event");
    var id = rows.ids ? rows.ids[i][0] : rows.id[i];
    item.setAttribute("data-event-id", id);
    if (this.selectedId !== null && this.idToRow[this.selectedId] === i) { item.className += " tl-selected"; }
    var when = formatDate(rows.start[i], rows.prec[i]);
    if (rows.n[i] > 1) { when += " \u2014 " + rows.n[i] + " events"; }
    item.appendChild(el("div", "tl-event-date", when));
    item.appendChild(el("div", "tl-event-place", this.data.strings.place[rows.pn[i]]));
    item.appendChild(el("div", "tl-event-text", rows.text[i]));
    var credit = [];
    var who = this.data.strings.photographer[rows.ph[i]];
    var agency = this.data.strings.agency[rows.ag[i]];
    credit.push("Photographer: " + (who || "not named"));
    credit.push("Agency: " + (agency || "not named"));
    item.appendChild(el("div", "tl-event-credit", credit.join(" \u00b7 ")));
    item.addEventListener("click", function () { self.select(id, {from: "map"}); });
    return item;
  };

  TimelineMap.prototype._markerClicked = function (marker) {
    var self = this, rows = this.byPlace[marker.options.place].filter(function (i) { return self.visible[i]; });
    if (rows.length === 1) {
      var i = rows[0];
      this.select(this.rows.ids ? this.rows.ids[i][0] : this.rows.id[i], {from: "map"});
    }
  };

  /* Highlight one event: ring its place, show its popup, and tell listeners (the timeline). */
  TimelineMap.prototype.select = function (id, opts) {
    var i = this.idToRow[id];
    if (i === undefined) { return false; }
    this.selectedId = id;
    var p = this.rows.place[i], latlng = [this.places.lat[p], this.places.lon[p]];
    this.highlightLayer.clearLayers();
    L.circleMarker(latlng, {radius: 20, color: "#d7301f", weight: 3, fill: false,
                            interactive: false, className: "tl-highlight"}).addTo(this.highlightLayer);
    var from = opts && opts.from;
    if (from === "map") {
      this._markSelected(id);
    } else {
      /* A popup of its own at the place: it opens whether or not the marker is inside a
         cluster, without waiting for cluster animations. */
      L.popup({maxWidth: 380, minWidth: 240}).setLatLng(latlng).setContent(this._popup(p)).openOn(this.map);
    }
    for (var k = 0; k < this.listeners.length; k++) { this.listeners[k](id, from || "api"); }
    return true;
  };

  TimelineMap.prototype._markSelected = function (id) {
    var items = this.map.getContainer().querySelectorAll(".tl-event");
    for (var k = 0; k < items.length; k++) {
      items[k].classList.toggle("tl-selected", items[k].getAttribute("data-event-id") === id);
    }
  };

  TimelineMap.prototype.onSelect = function (callback) { this.listeners.push(callback); };

  /* Time filter in days since 1970-01-01: events whose [start, end] overlaps [lo, hi]. */
  TimelineMap.prototype.setRangeDays = function (lo, hi) {
    this.range = [lo, hi];
    this.apply();
  };
  TimelineMap.prototype.setRangeMs = function (loMs, hiMs) {
    var lo = Math.floor(loMs / DAY_MS), hi = Math.floor(hiMs / DAY_MS);
    if (this.slider) { this.slider.external(lo, hi); }
    this.setRangeDays(lo, hi);
  };
  TimelineMap.prototype.clearRange = function () {
    this.range = null;
    if (this.slider) { this.slider.reset(); }
    this.apply();
  };

  TimelineMap.prototype._fit = function () {
    var lat = this.places.lat, lon = this.places.lon, points = [];
    for (var p = 0; p < lat.length; p++) { points.push([lat[p], lon[p]]); }
    if (points.length === 0) { this.map.setView([20, 0], 2, {animate: false}); return; }
    var bounds = L.latLngBounds(points);
    if (points.length === 1 || bounds.getNorthEast().equals(bounds.getSouthWest())) {
      this.map.setView(bounds.getCenter(), 8, {animate: false});
    } else {
      this.map.fitBounds(bounds, {padding: [30, 30], maxZoom: 10, animate: false});
    }
  };

  TimelineMap.prototype._controls = function () {
    this._layersControl();
    this.slider = new TimeSlider(this);
    this.slider.addTo(this.map);
    this.legend = new Legend(this);
    this.legend.addTo(this.map);
  };

  TimelineMap.prototype._layersControl = function () {
    var self = this, overlays = {};
    overlays["Online map tiles (OpenStreetMap; needs a network)"] = this.tiles;
    var countries = Object.keys(this.countryCount).sort(function (a, b) {
      return self._countryName(a).localeCompare(self._countryName(b));
    });
    var toggles = [];
    countries.forEach(function (cc) {
      var layer = L.layerGroup().addTo(self.map);
      overlays["Country: " + escapeHtml(self._countryName(cc)) + " (" + self.countryCount[cc] + ")"] = layer;
      toggles.push([layer, "country", cc]);
    });
    Object.keys(this.yearCount).sort().forEach(function (y) {
      var layer = L.layerGroup().addTo(self.map);
      overlays["Year: " + y + " (" + self.yearCount[y] + ")"] = layer;
      toggles.push([layer, "year", y]);
    });
    var base = {"Country outlines (Natural Earth)": this.outlines};
    this.layers = L.control.layers(base, overlays, {collapsed: true, position: "topright"}).addTo(this.map);
    this.map.on("overlayadd overlayremove", function (e) {
      for (var k = 0; k < toggles.length; k++) {
        if (toggles[k][0] === e.layer) {
          var on = e.type === "overlayadd";
          if (toggles[k][1] === "country") { self.countryOn[toggles[k][2]] = on; } else { self.yearOn[toggles[k][2]] = on; }
          self.apply();
          return;
        }
      }
    });
  };

  TimelineMap.prototype._countryName = function (cc) {
    if (!cc) { return "Unknown country"; }
    return (this.data.countries && this.data.countries[cc]) || cc;
  };

  TimelineMap.prototype._status = function () {
    if (this.legend) { this.legend.update(); }
  };

  /* The time slider: plays the distinct event dates in order. */
  var TimeSlider = L.Control.extend({
    options: {position: "bottomleft"},
    initialize: function (owner) { this.owner = owner; this.timer = null; },
    onAdd: function () {
      var self = this, box = el("div", "tl-slider leaflet-bar");
      var steps = this.owner.steps.length;
      this.play = el("button", "tl-play", "\u25b6");
      this.play.type = "button";
      this.play.title = "Play the events in date order";
      this.input = el("input", "tl-range");
      this.input.type = "range";
      this.input.min = "0";
      this.input.max = String(Math.max(steps - 1, 0));
      this.input.step = "1";
      this.input.value = "0";
      this.input.setAttribute("aria-label", "Event date");
      this.label = el("span", "tl-slider-label", "All dates");
      var upto = el("label", "tl-upto");
      this.cumulative = el("input");
      this.cumulative.type = "checkbox";
      upto.appendChild(this.cumulative);
      upto.appendChild(document.createTextNode(" up to this date"));
      this.all = el("button", "tl-all", "All dates");
      this.all.type = "button";
      [this.play, this.input, this.label, upto, this.all].forEach(function (n) { box.appendChild(n); });
      if (steps === 0) { this.input.disabled = true; this.play.disabled = true; }
      this.input.addEventListener("input", function () { self.stop(); self.show(+self.input.value); });
      var activate = function () { if (!self.active) { self.stop(); self.show(+self.input.value); } };
      this.input.addEventListener("keyup", activate);  /* Home at step 0 fires no input event */
      this.input.addEventListener("pointerup", activate);
      this.cumulative.addEventListener("change", function () { if (self.active) { self.show(+self.input.value); } });
      this.play.addEventListener("click", function () { if (self.timer) { self.stop(); } else { self.start(); } });
      this.all.addEventListener("click", function () { self.stop(); self.owner.clearRange(); });
      L.DomEvent.disableClickPropagation(box);
      L.DomEvent.disableScrollPropagation(box);
      return box;
    },
    /* Show the events of steps first..last (one step when last is omitted). */
    show: function (first, last) {
      var owner = this.owner;
      if (last === undefined) { last = first; }
      var lo = owner.steps[first], hi = owner.steps[last];
      if (lo === undefined || hi === undefined) { return; }
      this.active = true;
      this.input.value = String(last);
      var text = first === last ? formatDate(lo, owner.stepPrecision[first]) :
        formatDate(lo, 0) + " \u2013 " + formatDate(hi, 0);
      this.label.textContent = (this.cumulative.checked ? "up to " : "") + text;
      this.label.setAttribute("data-day", isoDay(lo));
      this.label.setAttribute("data-day-end", isoDay(hi));
      owner.range = this.cumulative.checked ? [-Infinity, hi] : [lo, hi];
      owner.apply();
    },
    /* Play in about 400 frames at most: a long archive advances several dates per frame,
       and every date in a frame is shown, so no event is skipped. */
    start: function () {
      var self = this, steps = this.owner.steps.length;
      if (!steps) { return; }
      var stride = Math.max(1, Math.ceil(steps / 400));
      var first = this.active ? +this.input.value + 1 : 0;
      if (first >= steps) { first = 0; }
      var frame = function (a) { self.show(a, Math.min(a + stride, steps) - 1); };
      this.play.textContent = "\u275a\u275a";
      frame(first);
      var delay = Math.max(80, Math.min(800, Math.floor(30000 / Math.ceil(steps / stride))));
      this.timer = setInterval(function () {
        var next = +self.input.value + 1;
        if (next >= steps) { self.stop(); return; }
        frame(next);
      }, delay);
    },
    stop: function () {
      if (this.timer) { clearInterval(this.timer); this.timer = null; }
      this.play.textContent = "\u25b6";
    },
    external: function (lo, hi) {
      this.stop();
      this.active = false;
      this.label.textContent = formatDate(lo, 0) + " \u2013 " + formatDate(hi, 0);
      this.label.removeAttribute("data-day");
      this.label.removeAttribute("data-day-end");
    },
    reset: function () {
      this.stop();
      this.active = false;
      this.label.textContent = "All dates";
      this.label.removeAttribute("data-day");
      this.label.removeAttribute("data-day-end");
    }
  });

  /* Legend: what the symbols mean, how many events show, and any notices. */
  var Legend = L.Control.extend({
    options: {position: "bottomright"},
    initialize: function (owner) { this.owner = owner; },
    onAdd: function () {
      var owner = this.owner, box = el("div", "tl-legend");
      box.appendChild(el("div", "tl-legend-title", owner.options.title || "Events"));
      var place = el("div", "tl-legend-row");
      place.appendChild(el("span", "tl-place tl-place-s tl-swatch", "3"));
      place.appendChild(el("span", null, " a place; the number is its events"));
      box.appendChild(place);
      var cluster = el("div", "tl-legend-row");
      cluster.appendChild(el("span", "tl-swatch tl-swatch-cluster", "12"));
      cluster.appendChild(el("span", null, " nearby places; the sum of their events"));
      box.appendChild(cluster);
      var ring = el("div", "tl-legend-row");
      ring.appendChild(el("span", "tl-swatch tl-swatch-ring", ""));
      ring.appendChild(el("span", null, " the selected event"));
      box.appendChild(ring);
      this.status = el("div", "tl-status");
      box.appendChild(this.status);
      (owner.data.notices || []).forEach(function (text) { box.appendChild(el("div", "tl-notice", text)); });
      L.DomEvent.disableClickPropagation(box);
      L.DomEvent.disableScrollPropagation(box);
      this.update();
      return box;
    },
    update: function () {
      if (!this.status) { return; }
      var owner = this.owner;
      this.status.textContent = "Showing " + owner.shown.toLocaleString("en") + " of " +
        owner.data.total.toLocaleString("en") + " mapped events";
      this.status.setAttribute("data-shown", String(owner.shown));
      this.status.setAttribute("data-total", String(owner.data.total));
    }
  });

  TimelineMap.create = function (map, data, options) {
    var instance = new TimelineMap(map, data, options);
    global.timelineMaps = global.timelineMaps || [];
    global.timelineMaps.push(instance);
    global.timelineMap = instance;
    return instance;
  };
  TimelineMap.formatDate = formatDate;
  TimelineMap.PRECISION = PRECISION;
  global.TimelineMap = TimelineMap;
})(window);
