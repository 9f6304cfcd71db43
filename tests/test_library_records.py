"""Picture libraries' and stock agencies' editorial records, as users copy them from the
libraries' pages: the caption, the library's credit and its numbered fields joined by " | "
on one line (or on lines of their own). Each fact is read in its own field: the credit from
the library's credit, the date from the picture's date field ("Date taken", "Date", "Datum",
"Aufnahmedatum") or else the caption, the place from "Location"/"Ort" or else the caption;
the library's own stamps ("Date uploaded", "Created", "Erstellt", "Date de mise en ligne",
"Updated") and numbers, releases, keywords and rights give none of them."""

from __future__ import annotations

import pytest

from timeline.events import collect_captions
from timeline.records import Record
from timeline.understand import caption_key, understand_caption
from timeline.understand.catalogue import read_catalogue_record
from timeline.understand.library_credits import library_credit
from timeline.understand.text import normalise_text


def _read(gaz, caption):
    facts = understand_caption(caption, gaz)
    place = facts.place.resolution.name if facts.place.resolution is not None else None
    day = facts.date.start.isoformat() if facts.date.start is not None else None
    return facts, day, place


RECORDS = [
    # Magnum: "COUNTRY. Town. Date." opens the caption; the credit, the picture's number and
    # the library's address follow
    (("USA. New Orleans, Louisiana. September 1, 2005. Residents wait on a highway overpass "
     "after Hurricane Katrina. | © Thomas Dworzak / Magnum Photos | NYC116432 | Contact email: "
     "photography@magnumphotos.com"), "Thomas Dworzak", "Magnum Photos", "2005-09-01",
     "New Orleans"),
    (("JAPAN. Iwate Prefecture. Rikuzentakata. March 2011. A car lies in the rubble after the "
     "tsunami. | © Jean Gaumy / Magnum Photos | PAR312876 | Contact email: "
     "photography@magnumphotos.com"), "Jean Gaumy", "Magnum Photos", "2011-03-01", None),
    # (its place read as Iwate, the prefecture: the dateline reader takes the first step)
    (("FRANCE. Marseille. July 14th, 1998. Fans celebrate the World Cup victory on the Vieux "
     "Port. | Patrick ZACHMANN / Magnum Photos | PAR98231"), "Patrick Zachmann", "Magnum Photos",
     "1998-07-14", "Marseille"),
    # Alamy: "Stock Photo" after the description, the contributor's credit, the day taken
    (("Fishermen unload their catch at the harbour Stock Photo | Image ID: 2RC9X4T | "
     "Contributor: Marco Bellini / Alamy Stock Photo | Date taken: 4 May 2023 | Location: "
     "Naples, Italy | Releases: Model - no | Property - no | Keywords: fishing, harbour, italy"),
     "Marco Bellini", "Alamy", "2023-05-04", "Naples"),
    (("Protesters outside parliament during the pension strike Stock Photo | Image ID: K4W1PX | "
     "Contributor: Anna Kowalska / Alamy Stock Photo | Date taken: 19 January 2023 | Location: "
     "Paris, France | Releases: Model - no | Property - no"), "Anna Kowalska", "Alamy",
     "2023-01-19", "Paris"),
    (("Flooded streets in the old town of Grimma, Saxony, Germany on 3 June 2013. | Credit: "
     "Jens Weber/Alamy Live News | Image ID: DXT93K | Date taken: 3 June 2013"), "Jens Weber",
     "Alamy", "2013-06-03", "Grimma"),
    # Mary Evans: the library first, then the photographer
    (("Miners' strike rally in Hyde Park, London | Mary Evans Picture Library / John Sturrock | "
     "Picture No: 10987654 | Date: 11 August 1984 | Keywords: strike, miners"), "John Sturrock",
     "Mary Evans", "1984-08-11", "Hyde Park"),
    (("Carnival on the Portobello Road, Notting Hill | Mary Evans Picture Library / Roger Mayne | "
     "Picture No: 10455102 | Date: 1958"), "Roger Mayne", "Mary Evans", "1958-01-01", None),
    # TopFoto: the credit, its reference and a day, day first
    (("Hunger marchers leave Jarrow for London | Credit: John Topham / TopFoto | Ref: 0412987 | "
     "Date: 10/04/1936 |"), "John Topham", "TopFoto", "1936-04-10", "Jarrow"),
    (("Dockers on strike at the Royal Albert Dock, London | Credit: Homer Sykes / TopFoto | "
     "Ref: 1104522 | Date: 21/07/1972"), "Homer Sykes", "TopFoto", "1972-07-21", None),
    # ullstein bild: the house, a dash and the photographer; its number and shooting day
    (("Hochwasser an der Elbe in Dresden | ullstein bild - Peter Meissner | Bildnummer: "
     "00812345 | Aufnahmedatum: 17.08.2002"), "Peter Meissner", "ullstein bild", "2002-08-17",
     "Dresden"),
    (("Mauerfall: Menschen auf der Mauer am Brandenburger Tor in Berlin | ullstein bild - "
     "Klaus Lehnartz | Bildnummer: 00044512 | Aufnahmedatum: 10.11.1989"), "Klaus Lehnartz",
     "ullstein bild", "1989-11-10", "Berlin"),
    # akg-images: the credit first; "Erstellt" is the scan's day
    (("akg-images / Paul Almasy | Kosovo, Priština: Flüchtlinge kehren in die Stadt zurück | "
     "Bild-Nr.: AKG6123456 | Datum: 13.06.1999 | Erstellt: 21.03.2012 (Digitalisierung)"),
     "Paul Almasy", "akg-images", "1999-06-13", "Pristina"),
    (("akg-images / Gerhard Gronefeld | Wien, Heldenplatz: Kundgebung | Bild-Nr.: AKG1839201 | "
     "Datum: 15.03.1938 | Erstellt: 02.05.2010"), "Gerhard Gronefeld", "akg-images",
     "1938-03-15", None),
    # Bridgeman: "(photo)", "Photo ©"; "Created" is the library's day
    (("The harbour at Valletta, Malta (photo) | Photo © John Brown / Bridgeman Images | Image "
     "no: SLC1023456 | Date: 1999 | Created: 02/03/2015 | Rights: Bridgeman Images"),
     "John Brown", "Bridgeman Images", "1999-01-01", "Valletta"),
    (("Market day in Oaxaca, Mexico (photo) | Photo © Helen Ward / Bridgeman Images | Image no: "
     "HWA4410287 | Date: 2004 | Created: 17/09/2016"), "Helen Ward", "Bridgeman Images",
     "2004-01-01", "Oaxaca"),
    # Camera Press: the upload day is not the picture's; the caption's is
    (("Queen Elizabeth II opens the Scottish Parliament in Edinburgh, 16 June 1999. | Photograph "
     "by Tim Graham, Camera Press London. | CP Ref: 0399618 | Date uploaded: 04/11/2008"),
     "Tim Graham", "Camera Press", "1999-06-16", "Edinburgh"),
    (("Nelson Mandela greets supporters in Soweto, 13 February 1990. | Photograph by Eric Miller,"
     " Camera Press London. | CP Ref: 0441120 | Date uploaded: 12/05/2010"), "Eric Miller",
     "Camera Press", "1990-02-13", "Soweto"),
    # Panos
    (("A woman carries water near Jodhpur, Rajasthan, India, May 2009. | © Piers Benatar / "
     "Panos Pictures | Ref: PRA00087IND | Date uploaded: 14/06/2009 | Model released: No"),
     "Piers Benatar", "Panos", "2009-05-01", "Jodhpur"),
    # Agence VU': the agency without its apostrophe
    (("Manifestation des gilets jaunes à Paris, le 1er décembre 2018. | © Cyril Le Tourneur / "
     "Agence VU' | Réf. : CLE20181201_001"), "Cyril Le Tourneur", "Agence VU", "2018-12-01",
     "Paris"),
    # Imago: its number and day, "Copyright: IMAGO/Name", "Ort"
    (("Bildnummer: 0063418257 Aufnahmedatum: 09.11.2014 Copyright: IMAGO/Christian Thiel | Ort: "
     "Leipzig | Menschen feiern auf dem Augustusplatz"), "Christian Thiel", "IMAGO",
     "2014-11-09", "Leipzig"),
    (("Bildnummer: 0071203344 Aufnahmedatum: 21.06.2015 Copyright: imago/Rüdiger Wölk | Ort: "
     "Münster | Fahrradkorso durch die Innenstadt"), "Rüdiger Wölk", "IMAGO", "2015-06-21",
     "Münster"),
    # Sipa: "Crédit :", its putting online is no date of the picture
    (("Manifestation contre la loi travail à Rennes, le 9 juin 2016 | Crédit : Jean-Marc Martin"
     "/SIPA | Date de mise en ligne : 12/06/2016 | Usage éditorial uniquement"),
     "Jean-Marc Martin", "Sipa", "2016-06-09", "Rennes"),
    # SZ Photo
    (("Studentenproteste im Juni 1968 in München | SZ Photo / Fritz Neuwirth | Bildnummer: "
     "00123456"), "Fritz Neuwirth", "SZ Photo", "1968-06-01", "Munich"),
    # Polaris, Redux, VII in the same form
    (("Voters line up at a polling station in Atlanta, Georgia, November 3, 2020. | © Erik "
     "Lesser / Polaris | Ref: POL2020110301"), "Erik Lesser", "Polaris", "2020-11-03",
     "Atlanta"),
    (("Firefighters battle a blaze in Paradise, California, November 8, 2018. | Photo by Josh "
     "Edelson / Redux | Ref: RDX1108812"), "Josh Edelson", "Redux", "2018-11-08", "Paradise"),
    (("Refugees arrive in Athens, Greece, March 2016. | © Ron Haviv / VII | "
     "Ref: VII20160311"), "Ron Haviv", "VII", "2016-03-01", "Athens"),
]


@pytest.mark.parametrize("caption, photographer, agency, day, place", RECORDS)
def test_a_library_record_is_read_field_by_field(gaz, caption, photographer, agency, day,
                                                 place):
    facts, read_day, read_place = _read(gaz, caption)
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)
    assert read_day == day
    if place is not None:
        assert read_place == place


@pytest.mark.parametrize("caption, photographer, agency", [
    # two houses and no photographer: the library is the agency
    (("Suffragettes march down the Strand, London | Credit: TopFoto / UPPA | Ref: UP1234567 | "
     "Date: 1910 |"), None, "TopFoto"),
    (("Hunger marchers in Trafalgar Square | Mary Evans Picture Library / Marx Memorial Library "
     "| Picture No: 10123456 | Date: 1936"), None, "Mary Evans"),
    (("Dock strike meeting, 1889 | Mary Evans Picture Library | Picture No: 10020304 | "
     "Collection: Mary Evans / Marx Memorial Library"), None, "Mary Evans"),
    ("Coronation crowds on the Mall | Credit: TopFoto | Ref: 0123987 | Date: 02/06/1953", None,
     "TopFoto"),
    (("Leipziger Messe, Frühjahr 1965 | ullstein bild | Bildnummer: 00900123 | Aufnahmedatum: "
     "03.1965"), None, "ullstein bild"),
])
def test_a_library_s_credit_without_a_photographer(gaz, caption, photographer, agency):
    credit = understand_caption(caption, gaz).credit
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, day", [
    # a day the library stamped, not the picture's: no event date
    (("Crowds at the harbour Stock Photo | Image ID: 2RC9X4T | Contributor: Marco Bellini / "
     "Alamy Stock Photo | Date uploaded: 4 May 2023 | Releases: Model - no | Property - no"),
     None),
    (("Boats in the harbour of Vigo | Credit: Xosé Castro/Alamy Stock Photo | Image ID: P7TT2M "
     "| Uploaded: 14 March 2019"), None),
    (("Street scene in Hanoi | © Lucie Martin / Panos Pictures | Ref: PLM00102VNM | Date "
     "uploaded: 22/02/2017 | Model released: No"), None),
    (("akg-images / Erich Lessing | Ruinen in Köln | Bild-Nr.: AKG1122334 | Erstellt: "
     "12.04.2008 (Digitalisierung)"), None),
    (("Portrait of a miner (photo) | Photo © Ann Lee / Bridgeman Images | Image no: ALE123 | "
     "Created: 02/03/2015"), None),
    # the picture's field over the library's stamps
    (("Crowds on the beach Stock Photo | Image ID: 2RC9X4T | Contributor: Marco Bellini / Alamy"
     " Stock Photo | Date taken: 12 August 2021 | Date uploaded: 4 May 2023"), "2021-08-12"),
    (("akg-images / Paul Almasy | Paris, Place de la Concorde | Bild-Nr.: AKG445566 | Erstellt: "
     "21.03.2012 | Datum: 14.07.1955"), "1955-07-14"),
])
def test_a_library_s_own_stamps_date_nothing(gaz, caption, day):
    _facts, read_day, _ = _read(gaz, caption)
    assert read_day == day


@pytest.mark.parametrize("caption, place", [
    # "Releases: Model - no" is no place (Romania's Modelu), nor is a field's label
    (("Crowds at the harbour Stock Photo | Image ID: 2RC9X4T | Contributor: Marco Bellini / "
     "Alamy Stock Photo | Date uploaded: 4 May 2023 | Releases: Model - no | Property - no"),
     None),
    (("A girl on a swing Stock Photo | Image ID: H3KK9R | Contributor: Ola Nilsen / Alamy Stock "
     "Photo | Releases: Model - yes | Property - no | Keywords: swing, summer, child"), None),
    # the location field over the caption's words
    (("Fishermen mend their nets Stock Photo | Image ID: 2RC9X4T | Contributor: Marco Bellini / "
     "Alamy Stock Photo | Date taken: 4 May 2023 | Location: Procida, Italy"), "Procida"),
    (("Bildnummer: 0063418257 Aufnahmedatum: 09.11.2014 Copyright: IMAGO/Christian Thiel | Ort: "
     "Hamburg | Menschen auf der Straße"), "Hamburg"),
    # keywords, contact and collection name no place
    (("Children play in the snow | Mary Evans Picture Library / Jane Doe | Picture No: 10987654 "
     "| Keywords: winter, Norway, snow, children"), None),
])
def test_a_library_s_fields_that_name_no_place(gaz, caption, place):
    _, _, read_place = _read(gaz, caption)
    assert read_place == place


@pytest.mark.parametrize("caption, photographer, agency, day", [
    # lines of their own: the library's credit on a line under the caption
    (("USA. Chicago, Illinois. August 1968. Police clash with protesters near the convention."
     "\n© Leonard Freed / Magnum Photos\nNYC48221\nContact email: photography@magnumphotos.com"),
     "Leonard Freed", "Magnum Photos", "1968-08-01"),
    (("Hochwasser in Passau\nullstein bild - Anna Weise\nBildnummer: 01122334\n"
     "Aufnahmedatum: 03.06.2013"), "Anna Weise", "ullstein bild", "2013-06-03"),
    (("Hunger marchers on the road to London\nCredit: Alan Clarke / TopFoto\nRef: 0556677\n"
     "Date: 21/10/1932"), "Alan Clarke", "TopFoto", "1932-10-21"),
])
def test_a_library_record_on_lines_of_its_own(gaz, caption, photographer, agency, day):
    facts, read_day, _ = _read(gaz, caption)
    assert (facts.credit.photographer, facts.credit.agency, read_day) == (photographer, agency,
                                                                          day)


@pytest.mark.parametrize("caption, photographer, agency, day", [
    # Getty's page, Shutterstock's credit line, AP's newsroom with its "Updated" stamp
    (("LONDON, ENGLAND - JUNE 23: Crowds gather in Parliament Square on June 23, 2016 in London, "
     "England. (Photo by Jack Taylor/Getty Images) | Editorial #: 542130214 | Collection: "
     "Getty Images News | Date created: 23 June 2016"), "Jack Taylor", "Getty Images",
     "2016-06-23"),
    (("Mandatory Credit: Photo by Dave Lowe/Shutterstock (1234567a) Fans at Wembley, London, 12 "
     "July 2021"), "Dave Lowe", "Shutterstock", "2021-07-12"),
    (("FILE - Protesters march in Washington, Jan. 21, 2017. (AP Photo/Jose Luis Magana, File) | "
     "Updated 3:41 PM EST, January 9, 2018"), "Jose Luis Magana", "AP", "2017-01-21"),
    (("FILE - Crowds fill the square in Kyiv, Ukraine, Feb. 20, 2014. (AP Photo/Sergei Grits, "
     "File) | Updated 10:02 AM EDT, March 3, 2022"), "Sergei Grits", "AP", "2014-02-20"),
    (("Wildfire smoke over Athens, Greece, July 18, 2023. REUTERS/Alkis Konstantinidis | Reuters "
     "Connect | Uploaded: 19 July 2023"), "Alkis Konstantinidis", "Reuters", "2023-07-18"),
])
def test_the_newsrooms_pages_of_agencies(gaz, caption, photographer, agency, day):
    facts, read_day, _ = _read(gaz, caption)
    assert (facts.credit.photographer, facts.credit.agency, read_day) == (photographer, agency,
                                                                          day)


@pytest.mark.parametrize("caption, photographer, agency", [
    # ordinary wire captions read as before
    ("Protesters march in Paris, May 1, 2024. REUTERS/Sarah Meyssonnier", "Sarah Meyssonnier",
     "Reuters"),
    (("A man walks past a flooded street in Houston, Texas, Aug. 28, 2017. (AP Photo/David J. "
     "Phillip)"), "David J. Phillip", "AP"),
    (("AFGHANISTAN. Kabul. September 1996. Taliban fighters on a tank. © Thomas Verhaegen / "
     "Magnum Photos"), "Thomas Verhaegen", "Magnum Photos"),
    (("Dresden, Germany, September 11, 2024: A bridge lies in the Elbe river. Photo: "
     "IMAGO/Frank Seidel"), "Frank Seidel", "IMAGO"),
    ("Studentenproteste im Juni 1968 in München. Foto: SZ Photo / Fritz Neuwirth",
     "Fritz Neuwirth", "SZ Photo"),
])
def test_ordinary_captions_read_as_before(gaz, caption, photographer, agency):
    credit = understand_caption(caption, gaz).credit
    assert credit.photographer == photographer
    if agency is not None:
        assert credit.agency == agency


@pytest.mark.parametrize("caption", [
    "Protesters march in Paris, May 1, 2024. REUTERS/Sarah Meyssonnier",
    "The Kerryman | Wednesday, August 21, 2019",
    "Fans in Rome | Sport | 3 May 2020",
    "Title: untitled. A man walks in Rome on May 3, 2020.",
    "Model - no | Property - no",
])
def test_an_ordinary_caption_is_no_library_record(caption):
    record = read_catalogue_record(caption)
    assert record is None or not record.values("credit")


@pytest.mark.parametrize("value, photographer, agency", [
    ("© Thomas Dworzak / Magnum Photos", "Thomas Dworzak", "Magnum Photos"),
    ("Henri CARTIER-BRESSON / Magnum Photos", "Henri Cartier-Bresson", "Magnum Photos"),
    ("© Robert Capa © International Center of Photography / Magnum Photos", "Robert Capa",
     "Magnum Photos"),
    ("Marco Bellini / Alamy Stock Photo", "Marco Bellini", "Alamy"),
    ("Jens Weber/Alamy Live News", "Jens Weber", "Alamy"),
    ("Mary Evans Picture Library / John Sturrock", "John Sturrock", "Mary Evans"),
    ("Mary Evans / Marx Memorial Library", None, "Mary Evans"),
    ("John Topham / TopFoto", "John Topham", "TopFoto"),
    ("TopFoto / UPPA", None, "TopFoto"),
    ("ullstein bild - Peter Meissner", "Peter Meissner", "ullstein bild"),
    ("akg-images / Paul Almasy", "Paul Almasy", "akg-images"),
    ("Photo © John Brown / Bridgeman Images", "John Brown", "Bridgeman Images"),
    ("Photograph by Tim Graham, Camera Press London.", "Tim Graham", "Camera Press"),
    ("© Piers Benatar / Panos Pictures", "Piers Benatar", "Panos"),
    ("© Cyril Le Tourneur / Agence VU'", "Cyril Le Tourneur", "Agence VU"),
    ("IMAGO/Christian Thiel", "Christian Thiel", "IMAGO"),
    ("imago/Rüdiger Wölk", "Rüdiger Wölk", "IMAGO"),
    ("Jean-Marc Martin/SIPA", "Jean-Marc Martin", "Sipa"),
    ("SZ Photo / Fritz Neuwirth", "Fritz Neuwirth", "SZ Photo"),
    ("Photo by Dave Lowe/Shutterstock (1234567a)", "Dave Lowe", "Shutterstock"),
    ("© Erik Lesser / Polaris", "Erik Lesser", "Polaris"),
])
def test_a_library_s_credit(value, photographer, agency):
    assert library_credit(value) == (photographer, agency)


@pytest.mark.parametrize("value", [
    "Fishermen unload their catch at the harbour", "Model - no", "Property - no",
    "NYC116432", "Contact email: photography@magnumphotos.com", "Kosovo, Priština: Refugees",
    "John Smith / Jane Roe",
])
def test_no_library_s_credit(value):
    assert library_credit(value) is None


@pytest.mark.parametrize("caption, photographer, agency, day, place", [
    # review: a surname alone after the house; "Rechte" and "Foto" fields on lines of their own
    (("Breslau: Blick über den Ring auf das Rathaus, um 1930.\nAufnahmedatum: um 1930 | "
     "Bildnummer: 00361204 | Rechte: ullstein bild\nFoto: ullstein bild - Gircke"), "Gircke",
     "ullstein bild", "1930-01-01", None),
    # review: a number's field is its first word; the caption follows on its own line
    (("Bildnummer: AKG123456\nKaiser-Wilhelm-Kanal: Schlusssteinlegung an der Holtenauer Schleuse"
     " in Kiel.\nFoto, 21.6.1895.\nCredit: akg-images"), None, "akg-images", "1895-06-21",
     "Kiel"),
])
def test_library_records_as_archives_export_them(gaz, caption, photographer, agency, day,
                                                 place):
    facts, read_day, read_place = _read(gaz, caption)
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)
    assert read_day == day
    if place is not None:
        assert read_place == place


# Records as users copy them and as the pipeline sees them: each field on a line of its own,
# read through the caption's key (:func:`timeline.understand.caption_key`), which joins a
# library's lines with " | " as its page does.

def _read_lines(gaz, raw):
    return _read(gaz, caption_key(raw))


@pytest.mark.parametrize("raw, photographer, agency, day, place", [
    # akg-images: the credit above the caption; "Erstellt" is the scan's day, "Kategorie" a
    # category
    (("akg-images / Thomas Reinholz\nKosovo, Priština (Prishtinë): Kosovo-Albaner jubeln den in "
      "die Stadt einrückenden britischen KFOR-Truppen zu, 13. Juni 1999. Die NATO-Truppen waren "
      "am Vortag aus Mazedonien kommend in das Kosovo eingerückt.\nBild-Nr.: AKG6123456\n"
      "Datum: 13.06.1999\nErstellt: 21.03.2012 (Digitalisierung vom Kleinbildnegativ)\n"
      "Kategorie: Zeitgeschichte"), "Thomas Reinholz", "akg-images", "1999-06-13", "Pristina"),
    # Camera Press: the upload day is not the picture's, nor the caption's subject a place
    (("Thabo Mbeki takes the oath of office as President of South Africa at the Union "
      "Buildings, Pretoria, 16 June 1999, succeeding Nelson Mandela, who had been inaugurated "
      "on the same spot on 10 May 1994.\nPhotograph by Sipho Ndlovu, Camera Press London.\n"
      "CP Ref: 0399618\nDate uploaded: 04/11/2008"), "Sipho Ndlovu", "Camera Press",
     "1999-06-16", "Pretoria"),
    # Bridgeman: "Created" is the library's day; the date field's year is the picture's
    (("The harbour at Valletta, Malta (photo)\nPhoto © John Brown / Bridgeman Images\n"
      "Image no: SLC1023456\nDate: 1999\nCreated: 02/03/2015"), "John Brown",
     "Bridgeman Images", "1999-01-01", "Valletta"),
    # Mary Evans: keywords name no place
    (("Miners' strike rally in Hyde Park, London\nMary Evans Picture Library / John Sturrock\n"
      "Picture No: 10987654\nDate: 11 August 1999\nKeywords: strike, miners, Yorkshire, "
      "Durham"), "John Sturrock", "Mary Evans", "1999-08-11", "Hyde Park"),
    # Mary Evans' number with no colon; the caption's day in the date field's year
    (("Mary Evans Picture Library\nPicture No. 10612345\nEmily Wilding Davison is struck by "
      "Anmer, the King's horse, at Tattenham Corner during the Derby at Epsom, 4 June 1913.\n"
      "Date: 1913\nCredit: Mary Evans / Grenville Collins Postcard Collection"), None,
     "Mary Evans", "1913-06-04", "Epsom"),
    # TopFoto, day first
    (("Hunger marchers leave Jarrow for London\nCredit: John Topham / TopFoto\nRef: 0412987\n"
      "Date: 10/04/1998"), "John Topham", "TopFoto", "1998-04-10", "Jarrow"),
    # ullstein bild
    (("Die Mauer am Brandenburger Tor in Berlin\nullstein bild - Klaus Lehnartz\n"
      "Bildnummer: 00044512\nAufnahmedatum: 10.11.1989"), "Klaus Lehnartz", "ullstein bild",
     "1989-11-10", "Berlin"),
    # Alamy: the day taken, the location field; releases and keywords name nothing
    (("Fishermen unload their catch at the harbour Stock Photo\nImage ID: 2RC9X4T\n"
      "Contributor: Marco Bellini / Alamy Stock Photo\nDate taken: 4 May 2023\nLocation: "
      "Naples, Italy\nReleases: Model - no | Property - no\nKeywords: fishing, harbour, italy, "
      "Sorrento, Capri"), "Marco Bellini", "Alamy", "2023-05-04", "Naples"),
    # Magnum: its number alone on a line, its address
    (("USA. New Orleans, Louisiana. September 1, 2005. Residents wait on a highway overpass "
      "after Hurricane Katrina.\n© Thomas Dworzak / Magnum Photos\nNYC116432\nContact email: "
      "photography@magnumphotos.com"), "Thomas Dworzak", "Magnum Photos", "2005-09-01",
     "New Orleans"),
    # Panos: its upload day and release
    (("A woman carries water near Jodhpur, Rajasthan, India, May 2009.\n© Piers Benatar / "
      "Panos Pictures\nRef: PRA00087IND\nDate uploaded: 14/06/2009\nModel released: No"),
     "Piers Benatar", "Panos", "2009-05-01", "Jodhpur"),
    # Agence VU'
    (("Manifestation des gilets jaunes à Paris, le 1er décembre 2018.\n© Cyril Le Tourneur / "
      "Agence VU'\nRéf. : CLE20181201_001"), "Cyril Le Tourneur", "Agence VU", "2018-12-01",
     "Paris"),
    # Imago: a district of a city in its place field is the city (not Verl, nor Mitte)
    (("Bildnummer: 0063418257\nAufnahmedatum: 09.11.2014\nCopyright: IMAGO/Christian Thiel\n"
      "Ort: Berlin-Mitte\nMenschen feiern am Brandenburger Tor den 25. Jahrestag des "
      "Mauerfalls"), "Christian Thiel", "IMAGO", "2014-11-09", "Berlin"),
    # Reuters Connect: the wire's credit on its own line, the page's name, its ID and upload
    (("Supporters celebrate in the streets of Harare, Zimbabwe, November 15, 2017.\n"
      "REUTERS/Tinashe Moyo\nReuters Connect\nID: RC1D2E3F4A5B\nDate uploaded: 15/11/2017 "
      "12:04 GMT"), "Tinashe Moyo", "Reuters", "2017-11-15", "Harare"),
    # an "Editorial use only" line names nothing
    (("Street children sleep outside the station in Dhaka, Bangladesh, March 2012.\n© Jane "
      "Roe / Panos Pictures\nEditorial use only\nRef: PJR00012BGD\nDate uploaded: "
      "02/05/2014"), "Jane Roe", "Panos", "2012-03-01", "Dhaka"),
])
def test_a_library_record_copied_line_by_line(gaz, raw, photographer, agency, day, place):
    facts, read_day, read_place = _read_lines(gaz, raw)
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)
    assert read_day == day
    assert read_place == place


@pytest.mark.parametrize("caption, photographer, agency, day, place", RECORDS)
def test_the_main_records_on_lines_of_their_own(gaz, caption, photographer, agency, day, place):
    """Each of the records above with its fields on lines, through the caption's key."""
    raw = caption.replace(" | ", "\n").rstrip(" |")
    facts, read_day, read_place = _read_lines(gaz, raw)
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)
    assert read_day == day
    if place is not None:
        assert read_place == place


@pytest.mark.parametrize("raw, photographer, agency, day, place", [
    # Shutterstock's credit line above or below its caption, with a rights notice: the
    # caption's lines, read whole (its key is the single-spaced text)
    (("Mandatory Credit: Photo by Dave Lowe/Shutterstock (8934521c)\nFans celebrate at "
      "Wembley Stadium, London, 12 July 2021"), "Dave Lowe", "Shutterstock", "2021-07-12",
     "Wembley"),
    (("Fans celebrate at Wembley Stadium, London, 12 July 2021\nMandatory Credit: Photo by "
      "Dave Lowe/Shutterstock (8934521c)\nEditorial use only, no commercial use without "
      "permission"), "Dave Lowe", "Shutterstock", "2021-07-12", "Wembley"),
    (("Mandatory Credit: Photo by Dave Lowe/Shutterstock (8934521c)\nEditorial use only\n"
      "Fans celebrate at Wembley Stadium, London, 12 July 2021"), "Dave Lowe", "Shutterstock",
     "2021-07-12", "Wembley"),
    # AP's newsroom: its "Updated" stamp under the caption dates nothing
    (("FILE - Protesters march in Washington, Jan. 21, 2017. (AP Photo/Jose Luis Magana, "
      "File)\nUpdated 3:41 PM EST, January 9, 2018"), "Jose Luis Magana", "AP", "2017-01-21",
     "Washington"),
    # a wire's caption over its credit line, read as today
    ("Protesters march in Paris, May 1, 2024.\nREUTERS/Sarah Meyssonnier", "Sarah Meyssonnier",
     "Reuters", "2024-05-01", "Paris"),
    (("AFGHANISTAN. Kabul. September 1996. Taliban fighters on a tank.\n© Thomas Verhaegen / "
      "Magnum Photos"), "Thomas Verhaegen", "Magnum Photos", "1996-09-01", "Kabul"),
])
def test_newsrooms_and_captions_on_lines(gaz, raw, photographer, agency, day, place):
    facts, read_day, read_place = _read_lines(gaz, raw)
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)
    assert (read_day, read_place) == (day, place)


@pytest.mark.parametrize("raw", [
    # a wire's caption and its credit, a paper's page lines, Shutterstock's lines, an
    # archive's catalogue: their keys as before (single-spaced)
    "Protesters march in Paris, May 1, 2024.\nREUTERS/Sarah Meyssonnier",
    "A man walks in Leeds on Monday.\nPicture: Jane Doe",
    ("Fans celebrate at Wembley Stadium, London, 12 July 2021\nMandatory Credit: Photo by "
     "Dave Lowe/Shutterstock (8934521c)"),
    ("AFGHANISTAN. Kabul. September 1996. Taliban fighters on a tank.\n© Thomas Verhaegen / "
     "Magnum Photos"),
    ("Titre : Inondations de Paris, quai de la Rapée, 28-1-10 : [photographie de presse] / "
     "Agence Meurisse\nAuteur : Agence Meurisse. Agence photographique\nDate d'édition : 1910\n"
     "Type : image fixe ; photographie de presse"),
    ("15th August 1947: Crowds gather in the streets of Bombay. (Photo by Keystone/Getty Images)"
     "\nEditorial #: 3264521\nCollection: Hulton Archive\nDate created: August 15, 1947\n"
     "Credit: Keystone / Stringer"),
])
def test_other_lines_keep_their_key(raw):
    assert caption_key(raw) == normalise_text(raw)
    record = read_catalogue_record(normalise_text(raw), lined=raw)
    assert record is None or record.text == normalise_text(raw)  # (not read by its lines)


def test_a_page_s_lines_are_kept_as_before():
    paged = "A  man walks in Leeds on Monday. Picture: Jane Doe\nYorkshire Post | 1 May 2023"
    assert caption_key(paged) == ("A man walks in Leeds on Monday. Picture: Jane Doe\n"
                                  "Yorkshire Post | 1 May 2023")


@pytest.mark.parametrize("raw", [
    # the library's own fields give no date, place or credit
    ("Crowds at the harbour Stock Photo\nImage ID: 2RC9X4T\nContributor: Marco Bellini / "
     "Alamy Stock Photo\nDate uploaded: 4 May 2023\nReleases: Model - no | Property - no\n"
     "Keywords: Naples, Italy, harbour"),
    ("Street scene\n© Lucie Martin / Panos Pictures\nRef: PLM00102VNM\nDate uploaded: "
     "22/02/2017\nModel released: No"),
    ("akg-images / Erich Lessing\nBombed houses after the air raid\n"
     "Bild-Nr.: AKG1122334\nErstellt: 12.04.2008 (Digitalisierung)\nKategorie: Zeitgeschichte"),
    ("Portrait of a miner (photo)\nPhoto © Ann Lee / Bridgeman Images\nImage no: ALE123\n"
     "Created: 02/03/2015\nRights: Bridgeman Images"),
    ("A girl on a swing\nMary Evans Picture Library / Jane Doe\nPicture No: 10987654\n"
     "Keywords: winter, Norway, Oslo, snow"),
])
def test_a_library_s_own_lines_give_no_date_nor_place(gaz, raw):
    facts, read_day, read_place = _read_lines(gaz, raw)
    assert (read_day, read_place) == (None, None)
    assert facts.credit.photographer in ("Marco Bellini", "Lucie Martin", "Erich Lessing",
                                         "Ann Lee", "Jane Doe")


def test_a_record_s_lined_and_single_spaced_copies_are_one_caption(gaz):
    """The key keeps the record's lines; the event's text (and id) is the single-spaced text,
    as every caption's, and its CSV copy on one line is the same event."""
    lined = ("Hunger marchers leave Jarrow for London\nCredit: John Topham / TopFoto\n"
             "Ref: 0412987\nDate: 10/04/1936")
    assert caption_key(lined) == lined
    records = [Record(text=lined, source="a.txt", line=1),
               Record(text=lined.replace("\n", " "), source="c.csv", line=2)]
    captions, _ = collect_captions(records)
    assert list(captions.values()) == [["a.txt:1", "c.csv:2"]]
    facts = understand_caption(caption_key(lined), gaz)
    assert facts.text == normalise_text(lined)
    assert (facts.credit.photographer, facts.date.start.isoformat()) == ("John Topham",
                                                                         "1936-04-10")


@pytest.mark.parametrize("caption, day, place", [
    # a day alone between bars is the picture's (not a library's number); a district after
    # its city's name in the place field is the city
    (("Credit: Sebastien Salom-Gomis/SIPA | 22.03.2018 | Nantes | Public sector workers march "
      "during a nationwide strike"), "2018-03-22", "Nantes"),
    (("Bildnummer: 0063418257 Aufnahmedatum: 09.11.2014 Copyright: IMAGO/Christian Thiel | Ort: "
      "Berlin-Mitte | Menschen feiern am Brandenburger Tor"), "2014-11-09", "Berlin"),
    (("Bildnummer: 0063418258 Aufnahmedatum: 09.11.2014 Copyright: IMAGO/Christian Thiel | Ort: "
      "Baden-Baden | Menschen feiern"), "2014-11-09", "Baden-Baden"),
])
def test_a_record_s_day_and_district(gaz, caption, day, place):
    _, read_day, read_place = _read(gaz, caption)
    assert (read_day, read_place) == (day, place)
