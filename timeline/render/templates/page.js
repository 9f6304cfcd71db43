/* timeline page: links the map (TimelineMap) and the Plotly timeline.
 *
 * - Changing the timeline's x range (zoom, range slider, range buttons) filters the
 *   map to the events whose dates overlap that range; autorange shows them all.
 * - Clicking a timeline point selects that event on the map (ring, popup).
 * - Selecting an event on the map (a single-event marker, or an event in a popup)
 *   highlights it on the timeline: its points are emphasised and a line marks its date.
 * Event ids travel in the traces' customdata; nothing here touches innerHTML.
 */
(function (global) {
  "use strict";

  var DATE = /^(-?\d{1,6})(?:-(\d{1,2})(?:-(\d{1,2})(?:[ T](\d{1,2})(?::(\d{1,2})(?::(\d{1,2})(\.\d+)?)?)?)?)?)?/;

  /* Plotly date-axis values ("2016-12-01", "2016-12-01 12:30:00.5", or ms numbers) to UTC ms. */
  function toMs(value) {
    if (typeof value === "number") { return value; }
    var m = DATE.exec(String(value).trim());
    if (!m) { return NaN; }
    var ms = Date.UTC(+m[1], m[2] ? +m[2] - 1 : 0, m[3] ? +m[3] : 1, m[4] ? +m[4] : 0,
                      m[5] ? +m[5] : 0, m[6] ? +m[6] : 0, m[7] ? Math.round(parseFloat(m[7]) * 1000) : 0);
    if (+m[1] >= 0 && +m[1] < 100) {
      var d = new Date(ms); d.setUTCFullYear(+m[1]); ms = d.getTime();
    }
    return ms;
  }

  function rangeFrom(update) {
    if (!update) { return null; }
    if (update["xaxis.autorange"] === true) { return "all"; }
    var lo = update["xaxis.range[0]"], hi = update["xaxis.range[1]"];
    if (update["xaxis.range"]) { lo = update["xaxis.range"][0]; hi = update["xaxis.range"][1]; }
    if (lo === undefined || hi === undefined) { return null; }
    var a = toMs(lo), b = toMs(hi);
    if (isNaN(a) || isNaN(b)) { return null; }
    return a <= b ? [a, b] : [b, a];
  }

  function idOf(point, known) {
    var data = point.customdata;
    if (data === undefined || data === null) { return null; }
    if (!Array.isArray(data)) { data = [data]; }
    for (var k = 0; k < data.length; k++) {
      if (typeof data[k] === "string" && known(data[k])) { return data[k]; }
    }
    return null;
  }

  function Linker(chart, map, options) {
    this.chart = chart;
    this.map = map;
    this.options = options || {};
    this.baseShapes = ((chart.layout && chart.layout.shapes) || []).slice();
    this.lastRange = null;
    var self = this;
    chart.on("plotly_relayout", function (update) { self.relayout(update); });
    chart.on("plotly_click", function (event) { self.clicked(event); });
    map.onSelect(function (id, from) { if (from !== "timeline") { self.highlight(id); } });
  }

  Linker.prototype.relayout = function (update) {
    var range = rangeFrom(update);
    if (range === null) { return; }
    if (range === "all") { this.lastRange = null; this.map.clearRange(); } else {
      this.lastRange = range;
      this.map.setRangeMs(range[0], range[1]);
    }
    this._status();
  };

  Linker.prototype.clicked = function (event) {
    var map = this.map, point = event && event.points && event.points[0];
    if (!point) { return; }
    var id = idOf(point, function (x) { return map.idToRow[x] !== undefined; });
    if (id !== null) {
      map.select(id, {from: "timeline"});
      this.highlight(id);
    }
  };

  /* Emphasise the event's points (others fade) and draw a line at its date. */
  Linker.prototype.highlight = function (id) {
    var chart = this.chart, selected = [], indices = [];
    for (var t = 0; t < chart.data.length; t++) {
      var custom = chart.data[t].customdata || [], hits = [];
      for (var i = 0; i < custom.length; i++) {
        var value = custom[i];
        if (value === id || (Array.isArray(value) && value.indexOf(id) >= 0)) { hits.push(i); }
      }
      selected.push(hits);
      indices.push(t);
    }
    var row = this.map.idToRow[id];
    var shapes = this.baseShapes.slice();
    if (row !== undefined) {
      var day = this.map.rows.start[row] * 86400000, end = this.map.rows.end[row] * 86400000;
      shapes.push({type: "rect", xref: "x", yref: "paper", x0: day, x1: Math.max(end, day) + 86400000,
                   y0: 0, y1: 1, fillcolor: "rgba(215,48,31,0.12)", line: {color: "#d7301f", width: 2},
                   name: "tl-highlight"});
    }
    this.selectedId = id;
    global.Plotly.restyle(chart, {selectedpoints: selected}, indices);
    global.Plotly.relayout(chart, {shapes: shapes});
    chart.setAttribute("data-selected-event", id);
  };

  Linker.prototype._status = function () {
    var node = document.getElementById(this.options.statusId);
    if (!node) { return; }
    node.textContent = this.lastRange === null ? "Timeline range: all dates" :
      "Timeline range: " + new Date(this.lastRange[0]).toISOString().slice(0, 10) + " to " +
      new Date(this.lastRange[1]).toISOString().slice(0, 10) + " \u2014 the map shows events in this range";
  };

  global.TimelinePage = {
    link: function (chartId, map, options) {
      var chart = document.getElementById(chartId);
      if (!chart || !chart.on || !map) {
        console.warn("timeline page: the chart or the map is missing; they are not linked");
        return null;
      }
      var linker = new Linker(chart, map, options);
      global.timelineLinker = linker;
      return linker;
    },
    toMs: toMs
  };
})(window);
