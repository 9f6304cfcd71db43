"""Session 26's gazetteer rules: misplaced GeoNames records of Tokyo's wards (and the curated
wards that replace them, found in Japanese script), Antarctic stations named "<X> research
station", curated air bases and landmarks GeoNames lacks, "Duomo" as a caption word, and a
square's or bridge's name after the lower-case word Italian, Spanish and Portuguese write
before it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gazetteer import distance_km
from gazetteer.build import _station_spellings
from timeline.rows import caption_row


def _within(res, lat: float, lon: float, km: float) -> bool:
    """True when the resolution has a point within ``km`` of (lat, lon)."""
    return res is not None and res.latitude is not None and \
        distance_km(res.latitude, res.longitude, lat, lon) <= km


def _row(gaz, caption: str) -> dict:
    """The caption reader's row for one caption."""
    return caption_row(caption, ["test"], gaz)


# -- Tokyo's wards: GeoNames' misplaced records left out, curated wards in their place ------

@pytest.mark.parametrize("geonameid", ["11790632", "1852139", "11836117", "1852383"])
def test_misplaced_records_of_tokyo_wards_are_left_out(gaz, geonameid):
    """Bunkyo in Kanagawa, Shinagawa in Ehime, Suginami in Ibaraki, a Wakayama 'Minato' of
    375,339 people: none is in the index."""
    assert gaz.place(f"geonames:{geonameid}") is None


@pytest.mark.parametrize(("name", "lat", "lon"), [
    ("Bunkyo", 35.708, 139.752),
    ("Bunkyo-ku", 35.708, 139.752),
    ("文京区", 35.708, 139.752),
    ("Shinagawa", 35.609, 139.730),
    ("品川区", 35.609, 139.730),
    ("Suginami", 35.699, 139.636),
    ("杉並区", 35.699, 139.636),
    ("江東区", 35.673, 139.817),
    ("Minato", 35.658, 139.752),  # Tokyo's Minato City, no longer a Wakayama neighbourhood
])
def test_tokyo_wards_resolve_in_tokyo(gaz, name, lat, lon):
    assert _within(gaz.resolve(name), lat, lon, 5)


def test_a_ward_written_in_japanese_is_found_inside_a_kyodo_caption(gaz):
    """Curated rows' names in Japanese script are looked for inside unspaced text."""
    text = "巨人の開幕戦で満員となった東京ドーム＝2025年3月28日、東京都文京区"
    found = [m.text for m in gaz.find_unspaced_names(text)]
    assert "文京区" in found


@pytest.mark.parametrize("caption", [
    "東京ドームで開かれたプロ野球の開幕戦に詰めかけたファン＝2025年3月28日夜、東京都文京区（共同）",
    "品川駅前で帰宅を急ぐ人たち＝2024年8月15日午後、東京都品川区（共同）",
])
def test_kyodo_captions_in_a_tokyo_ward_are_placed_in_tokyo(gaz, caption):
    row = _row(gaz, caption)
    assert row["country_code"] == "JP"
    assert distance_km(row["latitude"], row["longitude"], 35.68, 139.74) < 15


def test_other_japanese_towns_keep_their_points(gaz):
    """Near-misses: the records left out were only the misplaced ones."""
    assert _within(gaz.resolve("Ōta", context="Ōta, Gunma"), 36.29, 139.37, 10)
    assert _within(gaz.resolve("Wakayama"), 34.23, 135.17, 10)


# -- Antarctic stations -------------------------------------------------------------------

def test_station_spellings_add_the_words_captions_use():
    assert "Davis Research Station" in _station_spellings("Davis Station")
    assert "Davis Base" in _station_spellings("Davis Station")
    assert "Scott Station" in _station_spellings("Scott Base")
    assert "Neumayer Research Station" in _station_spellings("Neumayer Station III")
    assert _station_spellings("Port Lockroy") == []
    assert "Davis" not in _station_spellings("Davis Station")  # the bare name is a town's


@pytest.mark.parametrize(("text", "lat", "lon"), [
    ("Expeditioners unload cargo at Casey research station, Antarctica, Jan. 9, 2025.",
     -66.28, 110.53),
    ("A resupply ship anchored off Mawson research station in East Antarctica.",
     -67.60, 62.87),
    ("Weather balloons are released at Davis base, Antarctica, on 3 March 2024.",
     -68.58, 77.97),
])
def test_a_station_named_with_research_station_or_base_is_found(gaz, text, lat, lon):
    names = [m.text for m in gaz.find_names(text)]
    station = next(n for n in names if "Antarctica" not in n)
    assert _within(gaz.resolve(station, context=text), lat, lon, 5)


def test_davis_alone_stays_the_californian_town(gaz):
    """Near-miss: the station's bare name is not added."""
    assert gaz.resolve("Davis").country_code == "US"


def test_an_australian_antarctic_division_caption_is_placed_at_the_station(gaz):
    row = _row(gaz, "Expeditioners drill through sea ice near Casey research station, "
                    "Antarctica, on 2 October 2024. Photo: Jo Harding / Australian Antarctic "
                    "Division")
    assert row["country_code"] == "AQ"
    assert distance_km(row["latitude"], row["longitude"], -66.28, 110.53) < 5


# -- curated air bases --------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Lajes Air Base", "Lajes air base", "Lajes Field", "LPLA"])
def test_lajes_air_base_is_terceiras(gaz, name):
    assert _within(gaz.resolve(name), 38.76, -27.09, 3)


def test_the_severny_airfield_with_smolensk_named_is_smolensk_north(gaz):
    res = gaz.resolve("Severny", context="Severny, Smolensk", near=("Smolensk",))
    assert _within(res, 54.82, 32.03, 3)
    assert _within(gaz.resolve("Smolensk Severny airfield"), 54.82, 32.03, 3)


def test_a_us_plane_at_lajes_is_placed_on_terceira(gaz):
    row = _row(gaz, "A U.S. Air Force KC-135 refuels at Lajes Air Base, Terceira island, "
                    "Azores, Portugal, June 20, 2025. (AP Photo/Ana Brigida)")
    assert distance_km(row["latitude"], row["longitude"], 38.76, -27.09) < 5


# -- landmarks and features ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Fans watch Coldplay on the Pyramid Stage at the Glastonbury Festival, June 27, 2025.",
    "Revellers arrive at Worthy Farm on the first day of the festival.",
])
def test_the_glastonbury_festival_is_at_pilton_somerset(gaz, text):
    name = next(m.text for m in gaz.find_names(text) if m.text.startswith(("Glast", "Worthy")))
    assert _within(gaz.resolve(name, context=text), 51.15, -2.59, 5)


def test_glastonbury_alone_is_unchanged(gaz):
    """Near-miss: the town's name alone still ranks by population."""
    assert gaz.resolve("Glastonbury").country_code == "US"
    assert gaz.resolve("Glastonbury", context="Glastonbury, England").country_code == "GB"


@pytest.mark.parametrize("text", [
    "GENOA, Italy (AP) — Rescuers search the rubble of the Morandi Bridge, Aug. 15, 2018.",
    "Genova, 14 agosto 2018. I resti del ponte Morandi crollato sul Polcevera.",
    "Genova, 3 agosto 2020. L'inaugurazione del nuovo ponte: il ponte Morandi non c'è più.",
])
def test_the_morandi_bridge_is_found_and_placed_in_genoa(gaz, text):
    found = [m.text for m in gaz.find_names(text) if "Morandi" in m.text]
    assert found
    assert _within(gaz.resolve(found[0], context=text), 44.41, 8.93, 12)


def test_jindo_island(gaz):
    text = "Relatives wait at a port on Jindo Island, South Jeolla Province, on April 20, 2014."
    assert _within(gaz.resolve("Jindo Island", context=text), 34.43, 126.25, 20)


# -- "Duomo" and the lower-case heads of Romance square and bridge names -------------------

def test_duomo_is_a_caption_word(gaz):
    """Italian for a cathedral: "in piazza Duomo" names the square of the town's cathedral,
    not the hamlet of Rovato called Duomo."""
    match = next(m for m in gaz.find_names("Il presidio in piazza Duomo a Milano")
                 if m.text == "Duomo")
    assert match.common_word


@pytest.mark.parametrize(("text", "name"), [
    ("Ciò che resta del viadotto, il ponte Morandi, crollato", "ponte Morandi"),
    ("Migliaia di persone in plaza de Mayo, Buenos Aires", "plaza de Mayo"),
    ("in central Park Ridge, Illinois", "Park Ridge"),  # an adjective: scanned again
])
def test_lower_case_heads(gaz, text, name):
    assert name in [m.text for m in gaz.find_names(text)]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["il", "la", "del", "sul", "ponte", "piazza", "plaza", "the",
                                  "of", "crollato", "new", "old"]), max_size=6))
def test_a_lower_case_run_before_a_name_never_hides_it(gaz, words):
    """Whatever lower-case words come before "ponte Morandi", the name is found, and no match
    is made of lower-case words alone."""
    text = " ".join([*words, "ponte", "Morandi", "crollato"])
    found = gaz.find_names(text)
    assert any(m.text.endswith("Morandi") for m in found)
    assert all(any(c.isupper() for c in m.text) for m in found)


# -- second round: corrected GeoNames records ----------------------------------------------

def test_corrections_are_read_with_their_types():
    from gazetteer.sources import read_corrected_records
    found = read_corrected_records()
    assert found["6295587"] == {"admin1code": "40"}  # Batam: the Riau Islands
    assert isinstance(found["1176358"]["population"], int)


def test_batam_is_in_the_riau_islands_and_pekanbaru_stays_in_riau(gaz):
    """Batam was filed under Riau, the province the Riau Islands were split from in 2002."""
    assert gaz.resolve("Batam").admin1 == "Kepulauan Riau"
    assert gaz.resolve("Pekanbaru").admin1 == "Riau"  # near-miss: Riau keeps its towns
    riau_islands = gaz.resolve("Riau Islands", kind_hint="province")
    assert _within(riau_islands, 1.15, 104.02, 5)  # the province's point is its largest town


def test_jalalpur_alone_is_no_longer_a_town_given_a_citys_population(gaz):
    """GeoNames gave Jalalpur Pirwala 500,000 people; the bare name goes to the larger
    Jalalpur Jattan, and the town's own name still finds the town."""
    pirwala = gaz.resolve("Jalalpur Pirwala")
    assert gaz.place(pirwala.place_id).population < 100_000
    assert _within(pirwala, 29.51, 71.22, 5)
    assert gaz.resolve("Jalalpur", country_codes=("PK",)).name == "Jalalpur Jattan"


# -- second round: Tempi, the Algarve, Providencia ----------------------------------------

@pytest.mark.parametrize(("name", "context"), [
    ("Tempi", ""),
    ("Tempi", "Rescuers at the site of the train crash near Tempi, Greece, March 1, 2023."),
    ("Tempi valley", "the collision in the Tempi valley north of Larissa"),
    ("Τέμπη", "Σύγκρουση τρένων στα Τέμπη"),
])
def test_tempi_is_the_greek_valley_not_tempe_arizona(gaz, name, context):
    res = gaz.resolve(name, context=context)
    assert res.country_code == "GR"
    assert _within(res, 39.88, 22.58, 15)


def test_tempe_stays_in_arizona(gaz):
    """Near-miss: only the misleading alternate 'Tempi' was dropped."""
    assert _within(gaz.resolve("Tempe"), 33.41, -111.91, 5)
    assert gaz.resolve("Tempe", context="Tempe, Ariz.").country_code == "US"


@pytest.mark.parametrize("text", [
    "Firefighters battle a wildfire near Monchique in the Algarve, Portugal, Aug. 6, 2018.",
    "Turistas en una playa del Algarve, en el sur de Portugal, el 1 de julio de 2021.",
])
def test_the_algarve_is_the_faro_district(gaz, text):
    match = next(m for m in gaz.find_names(text) if m.text == "Algarve")
    res = gaz.resolve(match.text, context=text)
    assert res.country_code == "PT"
    assert res.admin1 == "Faro"


def test_faro_alone_stays_the_town(gaz):
    """Near-miss: the alias names the district; Faro is still the town first."""
    assert gaz.resolve("Faro").kind != "admin1"


@pytest.mark.parametrize("context", [
    "Vista aérea de viviendas destruidas en la isla de Providencia, Colombia, tras Iota.",
    "Damage on Providencia island after Hurricane Iota, Nov. 17, 2020.",
    "",
])
def test_providencia_is_the_colombian_island(gaz, context):
    res = gaz.resolve("Providencia", context=context)
    assert res.country_code == "CO"
    assert _within(res, 13.35, -81.37, 10)


def test_providencia_in_santiago_stays_chilean(gaz):
    """Near-miss: Santiago's comuna, named with its city, is not the island."""
    text = "Manifestantes en la comuna de Providencia, en Santiago, Chile, el 25 de octubre de 2019."
    assert gaz.resolve("Providencia", context=text).country_code == "CL"
    assert gaz.resolve("Providencia", near=("Santiago",),
                       country_codes=("CL",)).country_code == "CL"


# -- second round: Greater Buenos Aires, Lima, Caracas, Córdoba, Cáceres -------------------

@pytest.mark.parametrize("context", [
    "",
    "Vecinos de La Matanza cortan la ruta 3, en el conurbano bonaerense, Argentina.",
])
def test_la_matanza_is_the_buenos_aires_partido(gaz, context):
    res = gaz.resolve("La Matanza", context=context)
    assert res.country_code == "AR"
    assert _within(res, -34.68, -58.56, 10)


def test_la_matanza_in_peru_stays_peruvian(gaz):
    """Near-miss: the Piura village keeps its name where Peru is named."""
    res = gaz.resolve("La Matanza", context="La Matanza, Piura, Perú, 12 de marzo de 2023")
    assert res.country_code == "PE"


@pytest.mark.parametrize("text", [
    "Vecinos de Gregorio de Laferrere cortan la ruta 3 este lunes 8 de enero de 2024.",
    "Un colectivo incendiado en Gregorio de Laferrère, partido de La Matanza, el 4 de abril.",
    "Police patrol a market in Laferrere, on the outskirts of Buenos Aires, June 2, 2020.",
])
def test_gregorio_de_laferrere_is_found_in_la_matanza(gaz, text):
    match = next(m for m in gaz.find_names(text) if "Laferr" in m.text)
    res = gaz.resolve(match.text, context=text)
    assert res.country_code == "AR"
    assert _within(res, -34.75, -58.58, 5)
    assert res.parent_id == "curated:la-matanza"


def test_santa_maria_de_punilla_is_cordobas(gaz):
    text = ("A fan crowdsurfs at the Cosquín Rock festival in Santa María de Punilla, Córdoba "
            "province, Argentina, Feb. 11, 2024.")
    assert "Santa María de Punilla" in [m.text for m in gaz.find_names(text)]
    assert _within(gaz.resolve("Santa María de Punilla"), -31.27, -64.47, 5)
    assert gaz.resolve("Santa María", context=text).name != "Santa María de Punilla"


@pytest.mark.parametrize("text", [
    "Un hidroavión descarga agua sobre el incendio en la comarca de Las Hurdes, Cáceres.",
    "Vecinos de las Hurdes desalojados por el fuego, este lunes.",
])
def test_las_hurdes_is_the_comarca_of_caceres(gaz, text):
    match = next(m for m in gaz.find_names(text) if "Hurdes" in m.text)
    res = gaz.resolve(match.text, context=text)
    assert res.country_code == "ES"
    assert _within(res, 40.40, -6.27, 15)


def test_casares_de_las_hurdes_stays_the_village(gaz):
    """Near-miss: the longer GeoNames name wins over the comarca's inside it."""
    names = [m.text for m in gaz.find_names("El fuego llegó a Casares de las Hurdes")]
    assert "Casares de las Hurdes" in names


def test_san_miguel_with_lima_is_limas_district(gaz):
    res = gaz.resolve("San Miguel", near=("Lima",))
    assert res.country_code == "PE"
    assert _within(res, -12.08, -77.09, 5)
    assert gaz.resolve("San Miguel", country_codes=("PE",)).place_id == "curated:san-miguel"


def test_san_miguel_elsewhere_is_unchanged(gaz):
    """Near-misses: the bare name and Buenos Aires' San Miguel keep their places."""
    assert gaz.resolve("San Miguel").country_code == "SV"
    res = gaz.resolve("San Miguel", near=("Buenos Aires",), country_codes=("AR",))
    assert _within(res, -34.54, -58.71, 5)


def test_la_vega_with_caracas_is_the_parish(gaz):
    res = gaz.resolve("La Vega", context="en el sector La Vega, al oeste de Caracas")
    assert res.country_code == "VE"
    assert _within(res, 10.47, -66.94, 5)


def test_la_vega_alone_stays_dominican(gaz):
    """Near-miss: the Dominican city of about 100,000 is the bare name's."""
    assert gaz.resolve("La Vega").country_code == "DO"


# -- the places CSV's population column ----------------------------------------------------

_HEADER = "name,country_code,lat,lon,population\n"


def test_a_user_row_population_ranks_it_over_a_smaller_namesake(tmp_path):
    """A place GeoNames lacks competes by the population its row gives."""
    from gazetteer.sources import read_places_csv
    path = tmp_path / "places.csv"
    path.write_text(_HEADER + 'Villa Nueva,AR,-34.60,-58.60,"120,500"\nOtra,AR,-34.6,-58.6,\n',
                    encoding="utf-8")
    rows = read_places_csv(path)
    assert [r.population for r in rows] == [120_500, 0]


@pytest.mark.parametrize("value", ["many", "-5", "1.8e6", "12 000", "٣٠٠"])
def test_a_bad_population_is_reported_with_its_line(tmp_path, value):
    from gazetteer import PlacesFileError
    from gazetteer.sources import read_places_csv
    path = tmp_path / "places.csv"
    path.write_text(_HEADER + f'Villa Nueva,AR,-34.60,-58.60,"{value}"\n', encoding="utf-8")
    with pytest.raises(PlacesFileError, match="population"):
        read_places_csv(path)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=40_000_000), st.booleans())
def test_any_whole_population_is_read_back(tmp_path_factory, people, grouped):
    """Written plain or with thousands commas, a population is read as the same number."""
    from gazetteer.sources import read_places_csv
    path = tmp_path_factory.mktemp("p") / "places.csv"
    written = f"{people:,}" if grouped else str(people)
    path.write_text(_HEADER + f'Villa Nueva,AR,-34.60,-58.60,"{written}"\n', encoding="utf-8")
    assert read_places_csv(path)[0].population == people


# -- an island or a valley with a point of its own lends its admin area as context --------

@pytest.mark.parametrize("name, context, country", [
    ("El Paso", "El Paso, La Palma", "ES"),
    ("El Paso", "the island of La Palma, near El Paso", "ES"),
    ("Castro", "Castro, Chiloé", "CL"),
    ("Castro", "Castro, Isla Grande de Chiloé", "CL"),
])
def test_an_island_written_in_the_context_picks_its_namesake(gaz, name, context, country):
    assert gaz.resolve(name, context=context).country_code == country


@pytest.mark.parametrize("name, context, country", [
    ("El Paso", "", "US"),
    ("El Paso", "El Paso, Texas", "US"),
    ("Castro", "", "BR"),
    ("Castro", "Castro, Paraná", "BR"),
])
def test_without_the_island_the_namesake_is_unchanged(gaz, name, context, country):
    assert gaz.resolve(name, context=context).country_code == country


def test_chiloe_is_chile_s_island(gaz):
    res = gaz.resolve("Chiloé")
    assert res.country_code == "CL" and _within(res, -42.6, -73.9, 60)


@settings(max_examples=30, deadline=None)
@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz ,", max_size=30))
def test_a_written_state_outweighs_any_lowercase_context(gaz, tail):
    """Lower-case words name no area: El Paso with Texas written stays the Texas city."""
    assert gaz.resolve("El Paso", context="El Paso, Texas, " + tail).country_code == "US"
