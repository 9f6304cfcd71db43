"""Held-out sets: captions written without looking at the rules.

* ``heldout_captions.jsonl``: 40 captions, first session.
* ``heldout_captions_2.jsonl``: 52 captions, second session (Xinhua, dpa, ANSA,
  Kyodo and Anadolu credits, handouts, then 20 built around traps).
* ``heldout_captions_3.jsonl``: 60 captions, third session, by a helper shown
  neither the code nor the tests (ZUMA, Shutterstock, SOPA and pool credits,
  wire boilerplate, numeric dates, same-name towns; 40 built around traps).
* ``heldout_captions_4.jsonl``: 60 captions, third session, written the same
  way (sports, premieres and courts, US towns in AP style, archive captions with
  old place names, Asia-Pacific agencies).
* ``heldout_captions_5.jsonl``: 60 captions, third session, the same way
  (regional agencies of Latin America, the Nordic countries, the Gulf and
  India; transliterations; all-capitals and unpunctuated text; numeric dates).
* ``heldout_captions_6.jsonl``: 60 captions, third session, the same way (camps,
  crossings, airports, islands, provinces and countries as the only place;
  disasters in Africa, Asia and Latin America; weekday and partial dates).
* ``heldout_captions_7.jsonl``: 60 captions, fourth session, the same way
  (everyday wire news; names that are common words: Reading, Bath, Nice,
  Orange, Hope; same-name towns: London, Ont., Victoria, Atlanta, Georgia;
  British counties; "5th January" and "August 31st, 2020").
* ``heldout_captions_8.jsonl``: 60 captions, fourth session, the same way
  (conflicts and crises from 1991 to 2025 as the wires filed them: front-line
  towns, camps, old and new names, handouts of armed forces and ministries,
  places of the events the photo is dated from, "on the night of Oct. 3-4").
* ``heldout_captions_9.jsonl``: 60 captions, fourth session, the same way
  (Asia-Pacific, Latin America and Africa outside wars: regencies, prefectures,
  barangays, colonias and townships; same-name towns such as Hyderabad, Cordoba,
  Valencia and Granada; local date styles; Xinhua, Kyodo, PTI, Antara, Notimex).
* ``heldout_captions_10.jsonl``: 60 captions, fourth session, the same way (a photo
  archive's back catalogue: the 1960s to the 2000s, old names and former countries,
  sports venues and grands prix, archive credits first or in the middle).
* ``heldout_captions_11.jsonl``: 60 captions, fourth session, the same way (local
  news of the English-speaking world: AP, CP, AAP and PA styles, counties, and the
  same-name towns Springfield, Columbus, Portland, Perth, Hamilton, Newcastle...).
* ``heldout_captions_12.jsonl``: 60 captions, fifth session, the same way (Europe,
  Turkey, the Caucasus, the Gulf and North Africa outside war: local spellings and
  diacritics, dpa's date-first datelines, national agencies, regions as the only place,
  day-first numeric dates).
* ``heldout_captions_13.jsonl``: 60 captions, fifth session, the same way (North
  America and Oceania: storms, fires and floods, AP, CP and AAP datelines with state
  and province abbreviations, towns named like famous cities).
* ``heldout_captions_14.jsonl``: 60 captions, fifth session, the same way (sport,
  entertainment and business worldwide: neutral venues, grands prix, editions such as
  "Paris 2024", festivals and premieres, trade fairs, sports agencies' credits).
* ``heldout_captions_15.jsonl``: 60 captions, fifth session, the same way (South and
  Southeast Asia, the Middle East and Africa: neighbourhoods of big cities, renamed
  cities, festivals named after places, IANS and ANI date styles, day-first dates).
* ``heldout_captions_16.jsonl``: 60 captions, fifth session, the same way (Latin America
  and the Caribbean: favelas and barrios, same-name cities such as San José, Santiago,
  La Paz and Trinidad, Spanish and Portuguese captions from EFE, Notimex and Andina).
* ``heldout_captions_17.jsonl``: 60 captions, fifth session, the same way (Russia,
  Ukraine, the Caucasus, Central and East Asia: transliterations and renamings,
  regions and prefectures, TASS, Xinhua, Kyodo, Jiji and Yonhap styles).
* ``heldout_captions_18.jsonl``: 60 captions, fifth session, the same way (sub-Saharan
  Africa: the Sahel, the Horn, the Great Lakes, camps and provinces, handouts of aid
  agencies).
* ``heldout_captions_19.jsonl``: 60 captions, fifth session, the same way (a historical
  archive, 1850 to 1960: library and museum captions, old place names, battles and
  treaties named after places). The tool is weakest here; this set has floors of its
  own, under its scores today, until archive captions are read as well as news.
* ``heldout_captions_20.jsonl``: 60 captions, sixth session, the same way (Southeast Asia
  and the Pacific: regencies, barangays, islands and volcanoes; Antara, PNA, VNA, Bernama).
* ``heldout_captions_21.jsonl``: 60 captions, sixth session, the same way (regional news
  of the US, Canada, Britain and Ireland: same-name towns such as Athens, Ga., Moscow,
  Idaho, Perth, Richmond, Kingston and Springfield; PA, CP and USA Today styles).
* ``heldout_captions_22.jsonl``: 60 captions, sixth session, the same way (migration,
  camps and disasters, a third of them in French, Spanish, Portuguese, Italian, German,
  Dutch, Turkish or Indonesian). Captions in other languages are read less well than
  English ones; this set has a place floor of its own.
* ``heldout_captions_23.jsonl``: 60 captions, sixth session, the same way, written at the
  session's end and run once before anything was fitted to it (an ordinary day's wire
  feed in English, every continent, a third naming no country).
* ``heldout_captions_24.jsonl``: 60 captions, seventh session, the same way (sport,
  culture and entertainment worldwide: events named after one place and held in another,
  clubs named after places, venues, stages, festivals, athletes' home towns).
* ``heldout_captions_25.jsonl``: 60 captions, seventh session, the same way (local news
  of Latin America and Africa from national agencies: EFE, Agência Brasil, Télam,
  Notimex, Prensa Latina, NAN, KNA, APS; states named after their capitals).
* ``heldout_captions_26.jsonl``: 60 captions, seventh session, the same way (world news
  from 1975 to 2025, a quarter from the archive decades; credits at the start, in the
  middle, of two agencies, handouts and pools).
* ``heldout_captions_27.jsonl``: 60 captions, seventh session, the same way (daily news of
  South and Central Asia, Iran, the Caucasus, the Gulf and the Levant: transliterations,
  districts of big cities, provinces named after their capitals, PTI, APP, IRNA, SPA).
* ``heldout_captions_28.jsonl``: 60 captions, seventh session, the same way (local news
  of continental Europe: small towns, diacritics written and left out, same-name towns
  across countries, dpa, ANSA, PAP, TT, STA, APA and Keystone styles).
* ``heldout_captions_29.jsonl``: 60 captions, seventh session, the same way (an ordinary
  English wire day, every continent), run once before anything was fitted to it.
* ``heldout_captions_30.jsonl``: 60 captions, seventh session, the same way (half in French,
  Spanish, Portuguese, German, Italian, Turkish, Dutch and Indonesian, from the agencies that
  write them, half in English from the same agencies).
* ``heldout_captions_31.jsonl``: 60 captions, seventh session, the same way, written at its
  end and run once before anything was fitted to it (breaking news for OSINT users: strikes,
  raids, quakes and floods, handouts, screen grabs and satellite images).
* ``heldout_captions_32.jsonl``: 60 captions, eighth session, the same way (East Asia and
  the former Soviet Union: Xinhua, Kyodo, Yonhap, KCNA, CNA, TASS and BelTA styles,
  romanisations and old names, prefectures, krais and districts of big cities).
* ``heldout_captions_33.jsonl``: 60 captions, eighth session, the same way (photo-desk
  exports as archivists meet them: credit lines first, headline slugs, keyword lists,
  captions cut short, old wirephotos in capitals with two-digit years).
* ``heldout_captions_34.jsonl``: 60 captions, eighth session, the same way (Africa and the
  Middle East in English and French: AFP's French desk, MAP, APS and TAP; quartiers of big
  cities, transliterations, towns shared across countries).
* ``heldout_captions_35.jsonl``: 60 captions, eighth session, the same way (wire photos of
  1939-1999 as archives hold them: capitals, two-digit years, stamps after the credit, old
  names and former countries); written after the session's first rules for old wirephotos.
* ``heldout_captions_36.jsonl``: 60 captions, eighth session, the same way, written at its
  end and run once before anything was fitted to it (an ordinary day of the world's photo
  wires, every continent and house style).
* ``heldout_captions_37.jsonl``: 60 captions, eighth session, the same way (disasters and
  climate: aerial, drone and satellite pictures, evacuees where they arrived, handouts of
  fire services and coast guards).
* ``heldout_captions_38.jsonl``: 60 captions, eighth session, the same way (people, politics,
  courts and celebrity news, where people, teams, firms and papers are named like places:
  Paris Hilton, Sydney Sweeney, Denver Nuggets, "Dallas-based", "a Lagos court").
* ``heldout_captions_39.jsonl``: 60 captions, eighth session, the same way, written at its
  very end and run once before anything was fitted to it (an ordinary wire day again).
* ``heldout_captions_40.jsonl``: 60 captions, ninth session, the same way (sport and
  entertainment wires: away teams, venues named after firms or other cities, scores and times
  that look like dates, Imagn's "Nov 16, 2024; Athens, Georgia, USA;" datelines).
* ``heldout_captions_41.jsonl``: 60 captions, ninth session, the same way (South and Southeast
  Asia: districts named like their towns, old and new names, Indian date forms).
* ``heldout_captions_42.jsonl``: 60 captions, ninth session, the same way (Europe's national
  agencies: small towns, diacritics dropped, "SPLIT, 15 July 2018 (Hina) -", TT's "BORÅS
  20191006", twin towns across borders, regions named like towns).
* ``heldout_captions_43.jsonl``: 60 captions, ninth session, the same way (North America and
  Oceania beyond the big cities: AP state abbreviations, same-name towns, counties, member
  papers' pictures "via AP").
* ``heldout_captions_44.jsonl``: 60 captions, ninth session, the same way, written after the
  session's rules and run once before anything was fitted to it (an ordinary wire day).
* ``heldout_captions_45.jsonl``: 60 captions, ninth session, the same way and at the same time
  (conflicts and crises as OSINT researchers meet them: frontline villages, satellite images,
  handouts, refugees where they arrived).

* ``heldout_captions_46.jsonl``: 60 captions, tenth session, the same way (science, space,
  wildlife, polar and ocean news, pilgrimages: launch sites, reserves, volcanoes, shrines).
* ``heldout_captions_47.jsonl``: 60 captions, tenth session, the same way (diplomacy, summits,
  elections and courts: visitors' capitals, accords named after other cities, metonyms).
* ``heldout_captions_48.jsonl``: 60 captions, tenth session, the same way, written at its start
  and run once at its end, after every rule, as its blind check (an ordinary wire day).
* ``heldout_captions_49.jsonl``: 60 captions, tenth session, the same way (Sudan, the Sahel,
  Libya, Yemen, the Horn and the Red Sea: transliterations, camps, ships at sea).
* ``heldout_captions_50.jsonl``: 60 captions, tenth session, the same way, run first on the code
  after the session's first rules (the Middle East 2023-2026 for OSINT users).
* ``heldout_captions_51.jsonl``: 60 captions, tenth session, the same way and at the same time
  (the war in Ukraine and Russia: transliterations, TASS's datelines for occupied towns).
  Its labels and set 50's give no date to a handout dated only by its release ("in this
  still image taken from video released August 11"), where the earlier sets' labels and the
  tool give the release day; three misses come from that.

* ``heldout_captions_52.jsonl``: 60 captions, tenth session, the same way (migration routes:
  the Darien Gap, the US-Mexico border, the Mediterranean, the Channel, the Canaries, the
  Balkans, Rohingya camps; origins and destinations named beside the photo's place).
* ``heldout_captions_53.jsonl``: 60 captions, tenth session, the same way (China and East Asia
  as Xinhua, China News Service, Kyodo, Yonhap and CNA file them: counties of prefectures of
  provinces, districts, old spellings).

* ``heldout_captions_54.jsonl``: 60 captions, tenth session, the same way, run once at its end
  as its second blind check (a busy desk's week: national agencies of every continent).
* ``heldout_captions_56.jsonl``: 60 captions, eleventh session, the same way (South Asia as its
  national agencies and papers file them: APP slugs, PTI and UNB datelines, renamed cities,
  neighbourhoods, same-name towns).
* ``heldout_captions_57.jsonl``: 60 captions, eleventh session, the same way (Central and
  Eastern Europe and the Baltics as their national agencies file them: PAP, ČTK, TASR, MTI,
  Hina, Tanjug, Agerpres, BTA, LETA, ELTA, BelTA; dates and captions in their languages).
* ``heldout_captions_58.jsonl``: 60 captions, twelfth session, the same way (the Nordic
  countries, the Low Countries and the German-speaking world: NTB, TT, Ritzau, Lehtikuva,
  ANP, Belga, dpa, APA, Keystone; half in their languages, lower-case months, "i", "fra").
* ``heldout_captions_59.jsonl``: 60 captions, twelfth session, the same way (the Arab world
  and Iran: WAM, SPA, QNA, KUNA, ONA, MENA, Petra, SANA, INA, WAFA, MAP, APS, TAP, IRNA,
  Tasnim; transliterations, Islamic and Persian dates beside the Gregorian, French datelines).
* ``heldout_captions_60.jsonl``: 60 captions, twelfth session, the same way, as its blind
  check of an ordinary week (a 2026 wire week from every big house).
* ``heldout_captions_61.jsonl``: 60 captions, twelfth session, the same way (the Spanish- and
  Portuguese-speaking world in its languages: EFE, Europa Press, Cuartoscuro, Télam, ABI,
  Agência Brasil, Folhapress, Lusa; glued and abbreviated dates, provinces in brackets).
* ``heldout_captions_62.jsonl``: 60 captions, twelfth session, the same way (the Mediterranean
  in Italian, Turkish, French and English: ANSA, LaPresse, AA, DHA, İHA, AFP's French desk,
  ANA-MPA, Eurokinissi; Turkish case endings, streets named after people and towns).
* ``heldout_captions_63.jsonl``: 60 captions, twelfth session, the same way, run once near its
  end as its blind check (an ordinary photo-desk day, a third in the agencies' own languages
  and scripts: Japanese, Chinese, Korean, Arabic, Persian and Ukrainian among them).
* ``heldout_captions_64.jsonl``: 60 captions, twelfth session, the same way (entertainment,
  celebrity, fashion, music and the arts: Getty for clients, WireImage, Invision, Shutterstock
  for Variety, Backgrid, Splash, MEGA; people and titles named like places).
* ``heldout_captions_65.jsonl``: 60 captions, twelfth session, the same way (official and
  non-press pictures: military and government handouts with ranks, UN and aid agencies,
  satellite images, social media and video stills). Its labels make a military service the
  agency of its own photographer's picture, where the tool names it the provider.
* ``heldout_captions_66.jsonl``: 60 captions, twelfth session, the same way (Africa from African
  houses and the wires' Africa desks, in English and French: KNA, Nation, NAN, GNA, ENA, Gallo
  Images, AIP, APS, ACP, AMAP, MAP, ANGOP).
* ``heldout_captions_67.jsonl``: 60 captions, twelfth session, the same way (South-East Asia,
  Australia, New Zealand and the Pacific from their own houses: Antara, Bernama, PNA, Inquirer,
  Philstar, Rappler, VNA, the ABC, AAP, NZ Herald, RNZ, Fiji Times, Post-Courier).
* ``heldout_captions_68.jsonl``: 60 captions, thirteenth session, the same way (transport,
  accidents and journeys: routes, origins and destinations, airlines and ships named after
  places; one caption in Chinese).
* ``heldout_captions_69.jsonl``: 60 captions, thirteenth session, the same way (protests,
  strikes, riots, police and courts; embassies, courthouses, squares named after places).
* ``heldout_captions_70.jsonl``: 60 captions, thirteenth session, the same way, kept unseen and
  run once at the session's end as its blind check (an ordinary photo-desk day of 2025-26).
* ``heldout_captions_71.jsonl``: 60 captions, thirteenth session, the same way (rural life
  worldwide: villages placed by a district or a bigger town).
* ``heldout_captions_72.jsonl``: 60 captions, thirteenth session, the same way (politics,
  elections and diplomacy in Asia from Asian wires and papers).
* ``heldout_captions_73.jsonl``: 60 captions, thirteenth session, the same way
  (neighbourhoods, districts, favelas and slums of big cities).
* ``heldout_captions_74.jsonl``: 60 captions, thirteenth session, the same way (weather,
  seasons and everyday features across Europe, in the agencies' own languages).
* ``heldout_captions_75.jsonl``: 60 captions, fourteenth session, the same way, kept unseen
  and run once at the session's end as its blind check (an ordinary photo-desk day).
* ``heldout_captions_76.jsonl``: 60 captions, fourteenth session, the same way (health,
  hospitals, epidemics, schools and universities; institutions named after places).
* ``heldout_captions_77.jsonl``: 60 captions, fourteenth session, the same way (business,
  industry, energy, mining and trade; plants and fairs named after other places).
* ``heldout_captions_78.jsonl``: 60 captions, fourteenth session, the same way (outdoor and
  endurance sport: stages, rallies, regattas, expeditions; races named after places).
* ``heldout_captions_79.jsonl``: 60 captions, fourteenth session, the same way (Central and
  Eastern Europe and the Balkans, half in their languages, towns in their cases).
* ``heldout_captions_80.jsonl``: 60 captions, fourteenth session, the same way (religion,
  festivals and holidays; pilgrimages and holy sites).
* ``heldout_captions_81.jsonl``: 60 captions, fourteenth session, the same way (the sea,
  coasts and islands; ships named after places).
* ``heldout_captions_82.jsonl``: 60 captions, fourteenth session, the same way (Asia's wires
  in their own scripts, a third in English).
* ``heldout_captions_83.jsonl``: 60 captions, fourteenth session, the same way (local news of
  second cities and provincial towns; same-name towns).
* ``heldout_captions_84.jsonl``: 60 captions, fourteenth session, the same way (conflicts,
  refugees and disasters 1990-2026 for archives and OSINT).
* ``heldout_captions_85.jsonl``: 60 captions, fourteenth session, the same way (local news of
  the United States and Canada, a fifth in French).
* ``heldout_captions_86.jsonl``: 60 captions, fourteenth session, the same way (Latin America,
  Spain and Portugal from their own houses, half in Spanish or Portuguese).
* ``heldout_captions_87.jsonl``: 60 captions, fifteenth session, the same way, kept unseen as
  the blind check and run once at the end of the session's rules (a photo-desk day, 17 March
  2026, from every big house and many national agencies, a third in their languages).
* ``heldout_captions_88.jsonl``: 60 captions, fifteenth session, the same way (the Arab world
  and Iran from their own houses, two thirds in Arabic or Persian script).
* ``heldout_captions_89.jsonl``: 60 captions, fifteenth session, the same way (the German- and
  French-speaking houses in their own languages).
* ``heldout_captions_90.jsonl``: 60 captions, fifteenth session, the same way (the sports year
  2025-26: Olympic venues, World Cup stadiums in host cities' suburbs).
* ``heldout_captions_91.jsonl``: 60 captions, fifteenth session, the same way (South Asia from
  its houses and papers, a quarter in Hindi, Urdu or Bengali).
* ``heldout_captions_92.jsonl``: 60 captions, fifteenth session, the same way (catalogue and
  archive records in their institutions' fields, 1900-2011).
* ``heldout_captions_93.jsonl``: 60 captions, fifteenth session, the same way (Japan, Korea,
  Taiwan and Mongolia in English from their houses and papers).
* ``heldout_captions_94.jsonl``: 60 captions, fifteenth session, the same way (news in Arabic,
  Persian and Urdu script from papers, broadcasters and the wires' desks).
* ``heldout_captions_95.jsonl``: 60 captions, fifteenth session, the same way (records of other
  catalogues and newsroom metadata, in their institutions' languages).
* ``heldout_captions_96.jsonl``: 60 captions, fifteenth session, the same way (a picture desk's
  week in Dubai, Karachi, Dhaka and Delhi, two thirds in Arabic, Persian or Indic scripts).
* ``heldout_captions_97.jsonl``: 60 captions, fifteenth session, the same way (records of a
  third set of archives and picture libraries, in their languages).
* ``heldout_captions_98.jsonl``: 60 captions, sixteenth session, the same way, kept unseen as
  the blind check and run once at the end of the session's rules (a photo-desk day, 9 June
  2026, three in ten in the agencies' languages).
* ``heldout_captions_99.jsonl``: 60 captions, sixteenth session, the same way (news wholly in
  Cyrillic script from the houses of eight countries, in their languages).
* ``heldout_captions_100.jsonl``: 60 captions, sixteenth session, the same way (Israel, the
  Palestinian territories, Lebanon, Cyprus and Greece: half in Hebrew, a quarter in Greek).
* ``heldout_captions_101.jsonl``: 60 captions, sixteenth session, the same way (the traps of
  English news captions: several dates, places that are not the event, neighbourhoods).
* ``heldout_captions_102.jsonl``: 60 captions, seventeenth session, the same way, run once at
  the session's start as a blind check (a photo-desk day, 21 October 2025, a fifth in the
  agencies' languages).
* ``heldout_captions_103.jsonl``: 60 captions, seventeenth session, the same way (regional and
  local papers and their staff photographers, the lines of their web pages under the caption).
* ``heldout_captions_104.jsonl``: 60 captions, seventeenth session, the same way (Turkey, the
  Caucasus and Central Asia, half in Turkish, Azerbaijani, Uzbek and Kazakh).
* ``heldout_captions_105.jsonl``: 60 captions, seventeenth session, the same way, kept unseen
  as the blind check and run once at the end of the session's rules (a photo-desk day, 5 March
  2026).
* ``heldout_captions_106.jsonl``: 60 captions, seventeenth session, the same way (digitised
  archive captions after OCR, 1925-2005: wirephoto slips, prints, museum records).
* ``heldout_captions_107.jsonl``: 60 captions, seventeenth session, the same way (open-source
  intelligence: geolocated stills, satellite imagery, coordinates written in a third).
* ``heldout_captions_108.jsonl``: 60 captions, eighteenth session, the same way, run once at
  the session's start as a blind check (a photo-desk day, 14 November 2025, a fifth in the
  agencies' languages, a few with their web pages' lines).
* ``heldout_captions_109.jsonl``: 60 captions, eighteenth session, the same way (Africa in
  Portuguese and French and from its own houses: Lusa, Angop, AIM, Inforpress, APS, MAP).
* ``heldout_captions_110.jsonl``: 60 captions, eighteenth session, the same way (the hard
  traps of English captions, 1992-2026, one or more in every caption).
* ``heldout_captions_111.jsonl``: 60 captions, eighteenth session, the same way, kept unseen
  as the blind check and run once at the end of the session's rules (a photo-desk day, 22
  January 2026, a fifth in the agencies' languages, five copied from papers' web pages).
* ``heldout_captions_112.jsonl``: 60 captions, eighteenth session, the same way (the
  Caribbean, Central America and the Guianas from their own papers and the wires, a third in
  Spanish, some in French and Dutch).
* ``heldout_captions_113.jsonl``: 60 captions, eighteenth session, the same way (captions
  wholly in Chinese, simplified and traditional, from Xinhua, China News Service, CNA, the Hong
  Kong papers, Lianhe Zaobao and the wires' Chinese services).
* ``heldout_captions_114.jsonl``: 60 captions, nineteenth session, the same way, run once at
  the session's start as a blind check (a photo-desk day, 2 September 2025, a third in the
  agencies' languages, five copied from papers' web pages).
* ``heldout_captions_115.jsonl``: 60 captions, nineteenth session, the same way (captions
  wholly in Japanese and in Korean, from Kyodo, Jiji, the Japanese and Korean papers, Yonhap,
  Newsis, News1 and the wires' services in those languages).
* ``heldout_captions_116.jsonl``: 60 captions, nineteenth session, the same way (South-East
  Asia in its own languages: Indonesian, Malay, Vietnamese, Thai, Filipino, Khmer, Burmese).
* ``heldout_captions_117.jsonl``: 60 captions, nineteenth session, the same way, kept unseen
  as the blind check and run once after the session's rules (a photo-desk day, 27 April 2026,
  a quarter in the agencies' languages, a few copied from papers' web pages).
* ``heldout_captions_118.jsonl``: 60 captions, twentieth session, the same way, run once at
  the session's start as a blind check (a photo-desk day, 11 August 2025, a fifth in the
  agencies' languages).
* ``heldout_captions_119.jsonl``: 60 captions, twentieth session, the same way (Africa in its
  own languages: Swahili, Amharic and Tigrinya in Ethiopic script, Hausa, Somali, Yoruba,
  Zulu, Xhosa, Kinyarwanda, Malagasy, Wolof, Oromo, Lingala).
* ``heldout_captions_120.jsonl``: 60 captions, twentieth session, the same way (Europe's smaller
  languages: Albanian, Icelandic, Irish, Welsh, Basque, Catalan, Galician, Maltese,
  Luxembourgish, Estonian, Latvian, Lithuanian, Slovene, Romansh, Sámi, Faroese).
* ``heldout_captions_121.jsonl``: 60 captions, twentieth session, the same way (damaged export
  text: mojibake, markup, OCR errors, glued punctuation, truncation, doubled credits).
* ``heldout_captions_122.jsonl``: 60 captions, twentieth session, the same way (India's regional
  papers and Sri Lanka's in their scripts: Tamil, Telugu, Malayalam, Kannada, Marathi,
  Gujarati, Punjabi, Odia, Assamese, Hindi, Urdu, Sinhala).
* ``heldout_captions_123.jsonl``: 60 captions, twentieth session, the same way, kept unseen
  as the blind check and run once after the session's rules (a photo-desk day, 3 February
  2026, three in ten in the agencies' languages, four copied from web pages).
* ``heldout_captions_124.jsonl``: 60 captions, twentieth session, the same way (Afghanistan,
  Pakistan's west and the Kurdish regions in their languages: Pashto, Dari, Sorani,
  Kurmanji, Sindhi, Balochi, Uyghur).
* ``heldout_captions_125.jsonl``: 60 captions, twentieth session, the same way (the South
  Caucasus in its scripts: Georgian, Armenian, Azerbaijani, Russian).
* ``heldout_captions_126.jsonl``: 60 captions, twentieth session, the same way (Central Asia
  and Mongolia in their languages: Mongolian, Tajik, Kyrgyz, Kazakh, Uzbek, Turkmen, Russian).
* ``heldout_captions_127.jsonl``: 60 captions, twenty-first session, the same way, as the
  blind check at the session's start (a photo-desk day, 16 June 2025).
* ``heldout_captions_128.jsonl``: 60 captions, twenty-first session, the same way (Northern
  and Central Europe in their languages: Finnish, Swedish, Norwegian, Danish, Polish, Czech,
  Slovak, Hungarian, Romanian, Croatian, Serbian, Bulgarian).
* ``heldout_captions_129.jsonl``: 60 captions, twenty-first session, the same way (Nepal,
  Bangladesh, Myanmar and Bhutan in their languages and calendars).
* ``heldout_captions_130.jsonl``: 60 captions, twenty-first session, the same way
  (institutional and public-domain pictures: militaries, the UN, space agencies, governments'
  photographers, NGOs, Wikimedia Commons pages).
* ``heldout_captions_131.jsonl``: 60 captions, twenty-first session, the same way, written
  as the blind check and run once after the session's rules (a photo-desk day, 9 March 2026).
* ``heldout_captions_132.jsonl``: 60 captions, twenty-second session, the same way, as the
  blind check at the session's start (a photo-desk day, 28 July 2025).
* ``heldout_captions_133.jsonl``: 60 captions, twenty-second session, the same way (the
  Commonwealth's sports and their grounds: cricket, rugby, GAA, racing, golf).
* ``heldout_captions_134.jsonl``: 60 captions, twenty-second session, the same way (Oceania
  and the Pacific islands in English, French and their own languages).
* ``heldout_captions_135.jsonl``: 60 captions, twenty-second session, the same way (picture
  libraries' and stock agencies' editorial records as users copy them).
* ``heldout_captions_136.jsonl``: 60 captions, twenty-second session, the same way, written
  as the blind check and run once after the session's rules (a photo-desk day, 19 November
  2025).
* ``heldout_captions_137.jsonl``: 60 captions, twenty-second session, the same way (event
  days to be worked out from relative days, in English and ten other languages).
* ``heldout_captions_138.jsonl``: 60 captions, twenty-second session, the same way (the same
  places in many romanisations).
* ``heldout_captions_139.jsonl``: 60 captions, twenty-third session, the same way, as the
  blind check at the session's start (a photo-desk day, 3 October 2025).
* ``heldout_captions_140.jsonl``: 60 captions, twenty-third session, the same way (events at
  sea, on mountains, lakes and glaciers, in deserts and parks, at border crossings).
* ``heldout_captions_141.jsonl``: 60 captions, twenty-third session, the same way (the world's
  calendars and date forms: Hijri, Solar Hijri, Buddhist, Japanese and Minguo eras, Hebrew,
  Ethiopian, Bikram Sambat, Roman-numeral months, dates in words).
* ``heldout_captions_142.jsonl``: 60 captions, twenty-third session, the same way (captions
  wholly in Ukrainian, Russian and Belarusian, towns in their cases).
* ``heldout_captions_143.jsonl``: 60 captions, twenty-third session, the same way, written
  as the blind check and run once after the session's rules (a photo-desk day, 12 May 2026).
* ``heldout_captions_144.jsonl``: 60 captions, twenty-fourth session, the same way, as the
  blind check at the session's start (a photo-desk day, 24 February 2026).
* ``heldout_captions_145.jsonl``: 60 captions, twenty-fourth session, the same way (landmarks,
  palaces, seats of government and venues named without their town).
* ``heldout_captions_146.jsonl``: 60 captions, twenty-fourth session, the same way (diplomacy,
  summits, elections and international courts).
* ``heldout_captions_147.jsonl``: 60 captions, twenty-fourth session, the same way (space,
  science and the polar regions: launch sites, splashdowns, pictures from orbit, stations).
* ``heldout_captions_148.jsonl``: 60 captions, twenty-fourth session, the same way, written
  as the blind check and run once after the session's rules (a photo-desk day, 7 July 2025).
* ``heldout_captions_149.jsonl``: 60 captions, twenty-fifth session, the same way, as the
  blind check at the session's start (a photo-desk day, 30 April 2026).
* ``heldout_captions_151.jsonl`` to ``heldout_captions_154.jsonl``: 60 captions each,
  twenty-fifth session, the same way (South and Southeast Asia in their languages; French-
  and Portuguese-speaking Africa; Australia, New Zealand and the Pacific; Central Asia,
  Mongolia and Afghanistan).
* ``heldout_captions_150.jsonl``, ``heldout_captions_155.jsonl`` and
  ``heldout_captions_156.jsonl``: 60 captions each, twenty-fifth session, the same way,
  written at its start and kept unseen, run once after its rules (a photo-desk day, 18
  December 2025; the session's regions again).
* ``heldout_captions_157.jsonl`` to ``heldout_captions_161.jsonl``: 60 captions each,
  twenty-sixth session, the same way (the blind check at its start, a photo-desk day, 14
  September 2025; culture and entertainment; transport and its accidents; the Andes and the
  Southern Cone; Southern Europe in its languages).
* ``heldout_captions_162.jsonl`` to ``heldout_captions_164.jsonl``: 60 captions each,
  twenty-sixth session, the same way, written at its start and kept unseen, run once after
  its rules (a photo-desk day, 26 January 2026; culture and transport again; the Andes and
  Southern Europe again).
* ``heldout_captions_165.jsonl`` to ``heldout_captions_169.jsonl``: 60 captions each,
  twenty-seventh session, the same way (the blind check at its start, a photo-desk day, 19
  August 2025; the Spanish- and French-speaking press of North America; East Africa and the
  Horn; extreme weather and climate; the Low Countries, Poland and the Baltic states).
* ``heldout_captions_170.jsonl`` to ``heldout_captions_172.jsonl``: 60 captions each,
  twenty-seventh session, the same way, written at its start and kept unseen, run once after
  its rules (a photo-desk day, 8 May 2026; North America's Spanish and French press with
  extreme weather; East Africa with the Low Countries, Poland and the Baltic states).
* ``heldout_captions_173.jsonl`` to ``heldout_captions_177.jsonl``: 60 captions each,
  twenty-eighth session, the same way (the blind check at its start, a photo-desk day, 11
  March 2026; Southern Africa; the Gulf, Yemen and Iraq; local news of Britain and Ireland;
  police and courts in Western Europe).
* ``heldout_captions_178.jsonl`` to ``heldout_captions_180.jsonl``: 60 captions each,
  twenty-eighth session, the same way, written at its start and kept unseen, run once after
  its rules (a photo-desk day, 27 October 2025; Southern Africa with Britain's and Ireland's
  local news; the Gulf, Europe's courts, Mexico and Quebec, East Africa).
* ``heldout_captions_181.jsonl`` to ``heldout_captions_185.jsonl``: 60 captions each,
  twenty-ninth session, the same way (the blind check at its start, a photo-desk day, 14
  July 2025; United States local news; Central Asia and the Caucasus; West Africa in
  English and French; Southeast Asia's own press).
* ``heldout_captions_186.jsonl`` to ``heldout_captions_188.jsonl``: 60 captions each,
  twenty-ninth session, the same way, written at its start and kept unseen, run once after
  its rules (a photo-desk day, 3 February 2024; the last two sessions' themes; this
  session's themes).
* ``heldout_captions_189.jsonl`` to ``heldout_captions_193.jsonl``: 60 captions each,
  thirtieth session, the same way (the blind check at its start, a photo-desk day, 18
  October 2023; sport worldwide; the Nordics in their languages; Pakistan, Afghanistan and
  Iran; mainland China, Taiwan and Hong Kong).
* ``heldout_captions_194.jsonl`` to ``heldout_captions_196.jsonl``: 60 captions each,
  thirtieth session, written at its start and kept unseen, run once after its rules (a
  photo-desk day, 11 March 2021; the last two sessions' themes; this session's themes).

They were labelled blind, in many agencies' house styles and across many
countries, to check that the rules generalise beyond the sample and beyond each
engineer's own test captions. The later sets' gold points are the GeoNames rows
of the places meant, looked up by name and country after the captions were
written. The first runs' scores are in docs/accuracy.md; the misses they showed were
fixed by general rules with tests of their own. The floors below sit under what
every set scores now: a change that drops under one has made the tool worse on
captions it was not fitted to.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from timeline.evaluate import evaluate_gold

DATA = Path(__file__).parent / "data"
ACCURACY_DOC = Path(__file__).parent.parent / "docs" / "accuracy.md"
HELDOUT = (
    "heldout_captions.jsonl", "heldout_captions_2.jsonl", "heldout_captions_3.jsonl",
    "heldout_captions_4.jsonl", "heldout_captions_5.jsonl", "heldout_captions_6.jsonl",
    "heldout_captions_7.jsonl", "heldout_captions_8.jsonl", "heldout_captions_9.jsonl",
    "heldout_captions_10.jsonl", "heldout_captions_11.jsonl", "heldout_captions_12.jsonl",
    "heldout_captions_13.jsonl", "heldout_captions_14.jsonl", "heldout_captions_15.jsonl",
    "heldout_captions_16.jsonl", "heldout_captions_17.jsonl", "heldout_captions_18.jsonl",
    "heldout_captions_19.jsonl", "heldout_captions_20.jsonl", "heldout_captions_21.jsonl",
    "heldout_captions_22.jsonl", "heldout_captions_23.jsonl", "heldout_captions_24.jsonl",
    "heldout_captions_25.jsonl", "heldout_captions_26.jsonl", "heldout_captions_27.jsonl",
    "heldout_captions_28.jsonl", "heldout_captions_29.jsonl", "heldout_captions_30.jsonl",
    "heldout_captions_31.jsonl", "heldout_captions_32.jsonl", "heldout_captions_33.jsonl",
    "heldout_captions_34.jsonl", "heldout_captions_35.jsonl", "heldout_captions_36.jsonl",
    "heldout_captions_37.jsonl", "heldout_captions_38.jsonl", "heldout_captions_39.jsonl",
    "heldout_captions_40.jsonl", "heldout_captions_41.jsonl", "heldout_captions_42.jsonl",
    "heldout_captions_43.jsonl", "heldout_captions_44.jsonl", "heldout_captions_45.jsonl",
    "heldout_captions_46.jsonl", "heldout_captions_47.jsonl", "heldout_captions_48.jsonl",
    "heldout_captions_49.jsonl",
    "heldout_captions_50.jsonl", "heldout_captions_51.jsonl", "heldout_captions_52.jsonl",
    "heldout_captions_53.jsonl", "heldout_captions_54.jsonl", "heldout_captions_56.jsonl",
    "heldout_captions_57.jsonl", "heldout_captions_58.jsonl", "heldout_captions_59.jsonl",
    "heldout_captions_60.jsonl", "heldout_captions_61.jsonl", "heldout_captions_62.jsonl",
    "heldout_captions_63.jsonl", "heldout_captions_64.jsonl", "heldout_captions_65.jsonl",
    "heldout_captions_66.jsonl", "heldout_captions_67.jsonl", "heldout_captions_68.jsonl",
    "heldout_captions_69.jsonl", "heldout_captions_70.jsonl", "heldout_captions_71.jsonl",
    "heldout_captions_72.jsonl", "heldout_captions_73.jsonl", "heldout_captions_74.jsonl",
    "heldout_captions_75.jsonl",
    "heldout_captions_76.jsonl", "heldout_captions_77.jsonl", "heldout_captions_78.jsonl",
    "heldout_captions_79.jsonl", "heldout_captions_80.jsonl", "heldout_captions_81.jsonl",
    "heldout_captions_82.jsonl", "heldout_captions_83.jsonl", "heldout_captions_84.jsonl",
    "heldout_captions_85.jsonl", "heldout_captions_86.jsonl", "heldout_captions_87.jsonl",
    "heldout_captions_88.jsonl",
    "heldout_captions_89.jsonl", "heldout_captions_90.jsonl", "heldout_captions_91.jsonl",
    "heldout_captions_92.jsonl", "heldout_captions_93.jsonl", "heldout_captions_94.jsonl",
    "heldout_captions_95.jsonl", "heldout_captions_96.jsonl", "heldout_captions_97.jsonl",
    "heldout_captions_98.jsonl", "heldout_captions_99.jsonl", "heldout_captions_100.jsonl",
    "heldout_captions_101.jsonl", "heldout_captions_102.jsonl", "heldout_captions_103.jsonl",
    "heldout_captions_104.jsonl", "heldout_captions_105.jsonl", "heldout_captions_106.jsonl",
    "heldout_captions_107.jsonl", "heldout_captions_108.jsonl", "heldout_captions_109.jsonl",
    "heldout_captions_110.jsonl", "heldout_captions_111.jsonl", "heldout_captions_112.jsonl", "heldout_captions_113.jsonl",
    "heldout_captions_114.jsonl", "heldout_captions_115.jsonl", "heldout_captions_116.jsonl",
    "heldout_captions_117.jsonl", "heldout_captions_118.jsonl", "heldout_captions_119.jsonl",
    "heldout_captions_120.jsonl", "heldout_captions_121.jsonl", "heldout_captions_122.jsonl",
    "heldout_captions_123.jsonl", "heldout_captions_124.jsonl", "heldout_captions_125.jsonl",
    "heldout_captions_126.jsonl", "heldout_captions_127.jsonl", "heldout_captions_128.jsonl",
    "heldout_captions_129.jsonl", "heldout_captions_130.jsonl", "heldout_captions_131.jsonl",
    "heldout_captions_132.jsonl", "heldout_captions_133.jsonl", "heldout_captions_134.jsonl",
    "heldout_captions_135.jsonl", "heldout_captions_136.jsonl", "heldout_captions_137.jsonl",
    "heldout_captions_138.jsonl", "heldout_captions_139.jsonl", "heldout_captions_140.jsonl",
    "heldout_captions_141.jsonl", "heldout_captions_142.jsonl", "heldout_captions_143.jsonl",
    "heldout_captions_144.jsonl", "heldout_captions_145.jsonl", "heldout_captions_146.jsonl",
    "heldout_captions_147.jsonl", "heldout_captions_148.jsonl", "heldout_captions_149.jsonl",
    "heldout_captions_150.jsonl", "heldout_captions_151.jsonl", "heldout_captions_152.jsonl",
    "heldout_captions_153.jsonl", "heldout_captions_154.jsonl", "heldout_captions_155.jsonl",
    "heldout_captions_156.jsonl", "heldout_captions_157.jsonl", "heldout_captions_158.jsonl",
    "heldout_captions_159.jsonl", "heldout_captions_160.jsonl", "heldout_captions_161.jsonl",
    "heldout_captions_162.jsonl", "heldout_captions_163.jsonl", "heldout_captions_164.jsonl",
    "heldout_captions_165.jsonl", "heldout_captions_166.jsonl", "heldout_captions_167.jsonl",
    "heldout_captions_168.jsonl", "heldout_captions_169.jsonl", "heldout_captions_170.jsonl",
    "heldout_captions_171.jsonl", "heldout_captions_172.jsonl", "heldout_captions_173.jsonl",
    "heldout_captions_174.jsonl", "heldout_captions_175.jsonl", "heldout_captions_176.jsonl",
    "heldout_captions_177.jsonl", "heldout_captions_178.jsonl", "heldout_captions_179.jsonl",
    "heldout_captions_180.jsonl", "heldout_captions_181.jsonl", "heldout_captions_182.jsonl",
    "heldout_captions_183.jsonl", "heldout_captions_184.jsonl", "heldout_captions_185.jsonl",
    "heldout_captions_186.jsonl", "heldout_captions_187.jsonl", "heldout_captions_188.jsonl",
    "heldout_captions_189.jsonl", "heldout_captions_190.jsonl", "heldout_captions_191.jsonl",
    "heldout_captions_192.jsonl", "heldout_captions_193.jsonl", "heldout_captions_194.jsonl",
    "heldout_captions_195.jsonl", "heldout_captions_196.jsonl",
)
FLOORS = {"date": 0.95, "place": 0.85, "country": 0.9, "photographer": 0.95, "agency": 0.9}
# the archive set (1850-1960): its scores today are 47/47/51/53/50 of 60
SET_FLOORS = {"heldout_captions_19.jsonl": {"date": 0.75, "place": 0.68, "country": 0.78,
                                            "photographer": 0.83, "agency": 0.8},
              # regional papers: towns the paper's own town would place (46 of 60 today)
              "heldout_captions_103.jsonl": {**FLOORS, "place": 0.75, "country": 0.8,
                                             "agency": 0.8},
              # archive captions after OCR: old wires give no year (47/50/52/57/43 today)
              "heldout_captions_106.jsonl": {"date": 0.75, "place": 0.8, "country": 0.85,
                                             "photographer": 0.9, "agency": 0.7},
              # the Caribbean: parishes and towns GeoNames lacks, same-name towns (49/52 today)
              "heldout_captions_112.jsonl": {**FLOORS, "place": 0.8, "country": 0.85},
              # wholly in Chinese: Hong Kong's districts GeoNames holds in no Chinese script,
              # dates of the lunar calendar (56/44/53 today)
              "heldout_captions_113.jsonl": {**FLOORS, "date": 0.9, "place": 0.7,
                                             "country": 0.85},
              # wholly in Japanese and Korean: places GeoNames holds in neither script
              # (Koshien, Mashiki, Makinohara, Matsue), and a paper's photographer with no
              # house named ("＝中村光一撮影"), which its labels give to the paper (49/48 today)
              "heldout_captions_115.jsonl": {**FLOORS, "place": 0.8, "agency": 0.75},
              # South-East Asia in its languages: kecamatan and desa GeoNames lacks, a capital
              # it names in no Burmese (51 of 60 places today)
              "heldout_captions_116.jsonl": {**FLOORS, "place": 0.8},
              # the blind check at the session's end: pages whose story follows the caption with
              # no page head, anniversaries' spans before the caption's own day (56 of 60 today)
              "heldout_captions_117.jsonl": {**FLOORS, "date": 0.9},
              # Africa in its languages: towns GeoNames names in no African spelling (Yamai,
              # Damagaram, Qunu), Swahili's "jana" (yesterday) unread (54/50/52 of 60 today)
              "heldout_captions_119.jsonl": {**FLOORS, "date": 0.85, "place": 0.8,
                                             "country": 0.83},
              # Europe's smaller languages: Celtic mutations ("yng Nghaerdydd"), Sámi's and
              # Irish names GeoNames lacks (45 of 60 places today)
              "heldout_captions_120.jsonl": {**FLOORS, "place": 0.72, "country": 0.73},
              # India's regional scripts: towns GeoNames names in no script (Sabarimala,
              # Sriharikota), places read only from a case ending (48/49/51/59/50 of 60
              # today; 36 places before towns were found by their sound)
              "heldout_captions_122.jsonl": {"date": 0.76, "place": 0.56, "country": 0.6,
                                             "photographer": 0.95, "agency": 0.8},
              # Afghanistan's and Kurdistan's languages: towns GeoNames names in no Pashto,
              # Sindhi or Kurmanji spelling, the region's houses' credits unread (54/41/44/47/28)
              "heldout_captions_124.jsonl": {"date": 0.85, "place": 0.63, "country": 0.68,
                                             "photographer": 0.73, "agency": 0.4},
              # the South Caucasus: the region's houses' credits unread, Armenian locatives
              # (56/49/50/46/30 of 60 today)
              "heldout_captions_125.jsonl": {"date": 0.88, "place": 0.76, "country": 0.78,
                                             "photographer": 0.71, "agency": 0.45},
              # Central Asia and Mongolia: Uzbek and Mongolian places in their cases
              # ("Хиванинг", "нийслэлийн"), sites GeoNames lacks (53 of 60 places today)
              "heldout_captions_126.jsonl": {**FLOORS, "place": 0.85, "country": 0.85},
              # Nepal, Bangladesh, Myanmar, Bhutan: towns GeoNames names in none of those
              # scripts, found by their sound in India's (Nepalgunj, Dhangadhi, Sunamganj) but
              # not in Burmese (Sagaing, Kalay; 40 of 60 places today); "MNA" read by the
              # scorer as Mehr, not Myanmar's agency
              "heldout_captions_129.jsonl": {**FLOORS, "place": 0.58, "country": 0.63,
                                             "agency": 0.83},
              # militaries' bases and camps GeoNames lacks (Camp Lejeune, Camp Humphreys,
              # Za'atari, Tanegashima Space Center; 47 of 60 places today)
              "heldout_captions_130.jsonl": {**FLOORS, "place": 0.75, "country": 0.85,
                                             "photographer": 0.9},
              # the Pacific: towns and villages GeoNames lacks (Mulinu'u, Rakiraki, Lolowai,
              # Salelologa), Māori names it holds in none of their forms (49/51 of 60 today)
              "heldout_captions_134.jsonl": {**FLOORS, "place": 0.8, "country": 0.85},
              # picture libraries' records: photographers in credits the libraries' forms
              # still hide (56 of 60 today)
              "heldout_captions_135.jsonl": {**FLOORS, "photographer": 0.9},
              # the blind check at the session's end: handout notes, a Persian page's and a
              # Reuters record's photographer fields (57 of 60 photographers today)
              "heldout_captions_136.jsonl": {**FLOORS, "photographer": 0.9},
              # relative days: weekdays before years that are not the filing day's, file
              # pictures, day words of other languages unread (51 of 60 dates today)
              "heldout_captions_137.jsonl": {**FLOORS, "date": 0.75, "photographer": 0.9},
              # natural and border features: crossings, glaciers and base camps the features
              # file lacks, "off" a town read as the town (46 of 60 places today)
              "heldout_captions_140.jsonl": {**FLOORS, "place": 0.72},
              # the world's calendars: captions wholly in Persian, Thai, Japanese, Chinese,
              # Amharic and Nepali name temples, palaces and airports GeoNames lacks (48 of 60
              # places, 53 of 59 countries today)
              "heldout_captions_141.jsonl": {**FLOORS, "place": 0.75, "country": 0.85},
              # the blind check at the session's end: agencies credited through others ("Name/
              # WANA via Reuters", "Vatican Media", Bettmann via Getty; 49 of 59 today)
              "heldout_captions_143.jsonl": {**FLOORS, "agency": 0.8},
              # landmarks: the famous named alone; 53 of 60 places, 52 of 59 countries today
              "heldout_captions_145.jsonl": {**FLOORS, "country": 0.85},
              # space and the poles: launch pads, landing zones in the steppe, pictures from
              # orbit with no country; 39 of 56 places, 48 of 60 countries today
              "heldout_captions_147.jsonl": {**FLOORS, "place": 0.65, "country": 0.75},
              # South and Southeast Asia in their scripts: Bengali, Hindi and Sinhala names
              # GeoNames does not hold (Cox's Bazar, Ukhia); 47 of 60 places today
              "heldout_captions_151.jsonl": {**FLOORS, "place": 0.75},
              # East Africa's houses and bodies credited alone (UNMISS, Eye Radio, the AU-UN
              # team, Village Urugwiro, Ikulu) and "CAF/PAP": agency 53 of 60 at its one run
              "heldout_captions_172.jsonl": {**FLOORS, "agency": 0.85},
              # Southern Africa's and Britain's houses credited alone or in chains (ZimParks,
              # Rapport with its day, Western Mail, "SNS Group via Getty Images"): 51 of 60
              "heldout_captions_179.jsonl": {**FLOORS, "agency": 0.85},
              # US local news: same-name towns (Canton, Florence, Aurora, Jackson) that only
              # the paper's own town tells apart, a park's valley (47 of 60 today)
              "heldout_captions_182.jsonl": {**FLOORS, "place": 0.75},
              # the Nordics: joint credits the labels keep whole ("Lehtikuva / AFP", "NTB via
              # Reuters", "Ritzau Scanpix via AP"), a policy the sets disagree on (49 of 60)
              "heldout_captions_191.jsonl": {**FLOORS, "agency": 0.8},
              # border posts and crossings the data lacks (Kordai, Red Bridge, Entikong, the
              # Woodlands Checkpoint), same-name towns only a US state or a paper tells apart
              # (Berlin, Vt.; Otis, Ore.; Lagos in Portugal): 44 of 59 places, 53 countries
              "heldout_captions_195.jsonl": {**FLOORS, "place": 0.7, "country": 0.85},
              # a third in other languages: its place score today is 50 of 60
              "heldout_captions_22.jsonl": {**FLOORS, "place": 0.8},
              # old wirephotos: four give no year anywhere ("VUKOVAR, YUGOSLAVIA, Nov 20 -")
              "heldout_captions_35.jsonl": {**FLOORS, "date": 0.9},
              # its labels give a member paper's picture "via AP" to the paper, where the
              # other sets' labels (and the tool) give it to AP: agency 51 of 60 today
              "heldout_captions_43.jsonl": {**FLOORS, "agency": 0.85},
              # places GeoNames has no row for (launch sites, reserves, reefs, a seed vault):
              # its labels give the nearest town, which the caption often does not name
              "heldout_captions_46.jsonl": {**FLOORS, "place": 0.75},
              # camps, crossings and quays GeoNames lacks (Idomeni, Kutupalong, Torkham)
              "heldout_captions_52.jsonl": {**FLOORS, "place": 0.8},
              # counties its labels give by their seat town's GeoNames name (Beichuan
              # County: Yongchang), which the captions never write
              "heldout_captions_53.jsonl": {**FLOORS, "place": 0.78},
              # Turkish captions' genitive and case chains ("İstanbul Beyoğlu'ndaki", "Edirne'nin
              # Karaağaç mahallesindeki") and places GeoNames lacks (Alpe d'Huez, the Greek
              # Mati): place 50 of 60 today
              "heldout_captions_62.jsonl": {**FLOORS, "place": 0.8},
              # Indonesian place phrases whose villages GeoNames holds elsewhere, and places
              # it lacks (Silom Road, the Waitangi Treaty Grounds, Punggol): place 48 of 60
              "heldout_captions_67.jsonl": {**FLOORS, "place": 0.78},
              # crash sites and ports GeoNames lacks (Ukara, Tigaras, Tempi, Torkham, the
              # Baltic off Bornholm): place 50 of 60
              "heldout_captions_68.jsonl": {**FLOORS, "place": 0.8},
              # holy sites and a festival's town GeoNames lacks or holds elsewhere (Mina,
              # Knock, Guadalupe of Cáceres), and captions in Arabic and Hindi script
              "heldout_captions_80.jsonl": {**FLOORS, "country": 0.85},
              # ships named after places, ports and beaches GeoNames lacks (Garths Ness,
              # Nungwi, Jhalakathi), captions in Korean, Japanese and Chinese
              "heldout_captions_81.jsonl": {**FLOORS, "place": 0.8, "country": 0.85},
              # two thirds in Korean, Japanese, Chinese, Vietnamese and Thai script: the
              # caption reader takes a capital as the mark of a name, which those scripts lack
              "heldout_captions_82.jsonl": {"date": 0.85, "place": 0.4, "country": 0.4,
                                            "photographer": 0.75, "agency": 0.6},
              # camps, crossings and checkpoints GeoNames lacks or holds across a border
              # (Rafah, Blace, Kavkaz-1), and the French "Tombouctou" it does not know
              "heldout_captions_84.jsonl": {**FLOORS, "place": 0.85, "country": 0.85},
              # villages GeoNames lacks (Lichana, Llanelwedd, Bad Hindelang, Henningsvær,
              # Spała): place 50 of 60
              "heldout_captions_71.jsonl": {**FLOORS, "place": 0.8},
              # Slavic and Finnish case forms of town names ("v Bratislave", "Rovaniemellä")
              # and places GeoNames lacks: place 54, country 54 of 60
              "heldout_captions_74.jsonl": {**FLOORS, "place": 0.85, "country": 0.88},
              # Arabic and Persian: the Hijri-only and yearless datelines (KUNA's, QNA's)
              "heldout_captions_88.jsonl": {**FLOORS, "date": 0.72},
              # South Asia: towns GeoNames names in no Indic script, papers' credits with
              # no house named
              "heldout_captions_91.jsonl": {**FLOORS, "place": 0.8, "country": 0.83,
                                            "photographer": 0.92, "agency": 0.78},
              # archives: Magnum's "COUNTRY. Region. Town." and places GeoNames lacks
              "heldout_captions_92.jsonl": {**FLOORS, "place": 0.75, "country": 0.88},
              # Arabic, Persian and Urdu papers: yearless and Hijri-only dates, towns
              # GeoNames names in none of those scripts, Persian ezafe phrases
              "heldout_captions_94.jsonl": {**FLOORS, "date": 0.64, "place": 0.68,
                                            "country": 0.74},
              # other catalogues: places GeoNames lacks, historical names, donors' towns
              "heldout_captions_95.jsonl": {**FLOORS, "date": 0.88, "place": 0.74,
                                            "country": 0.85, "photographer": 0.85,
                                            "agency": 0.85},
              # a desk in four scripts: papers' credits with no house, same-name towns
              "heldout_captions_96.jsonl": {**FLOORS, "date": 0.86, "place": 0.72,
                                            "country": 0.74, "photographer": 0.92,
                                            "agency": 0.68},
              # Hebrew and Greek: places GeoNames lacks (Mati, Mari, Tempi, Neve Dekalim) or
              # names in no Hebrew (Khan Yunis, Maroun al-Ras)
              "heldout_captions_100.jsonl": {**FLOORS, "place": 0.84, "country": 0.84},
              # more archives: places GeoNames lacks, creators written surname first
              "heldout_captions_97.jsonl": {**FLOORS, "date": 0.9, "place": 0.72,
                                            "country": 0.8, "photographer": 0.64,
                                            "agency": 0.72}}


@pytest.fixture(scope="module", params=HELDOUT)
def evaluation(gaz, request):
    return request.param, evaluate_gold(DATA / request.param, gazetteer=gaz)


@pytest.fixture
def scores(evaluation):
    name, result = evaluation
    return name, result.as_dict()


@pytest.mark.parametrize("field", sorted(FLOORS))
def test_heldout_accuracy_stays_above_its_floor(scores, field):
    name, report = scores
    result = report["fields"][field]
    misses = [m for m in report["misses"] if m["field"] == field]
    assert result["scored"] >= 30
    assert result["accuracy"] >= SET_FLOORS.get(name, FLOORS)[field], misses


def test_the_accuracy_page_gives_todays_scores(evaluation):
    """docs/accuracy.md's *today* column is what the code scores now: a rule that changes a
    set's score changes the page with it (``python docs/accuracy_table.py`` rewrites it)."""
    name, result = evaluation
    row = re.search(rf"^\| \[`{re.escape(name)}`\].*$", ACCURACY_DOC.read_text("utf-8"), re.M)
    assert row, f"docs/accuracy.md has no row for {name}"
    today = row.group().strip("| ").split(" | ")[-1]
    assert today == result.tally(), f"{name}: the page says {today}"
