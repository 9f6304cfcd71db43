"""Readers: text, CSV, JSON Lines, folders, stdin, and their edge cases."""

from __future__ import annotations

import gzip
import io
import json
import sys

import pytest

from timeline.errors import MalformedRecordError, UnreadableInputError, UnsupportedInputError
from timeline.records import ReadLog, read_records

CAPTION_A = "Boys walk in Douma, Syria December 30, 2016. (Photo by Bassam Khabieh/Reuters)"
CAPTION_B = "A rally in Sanaa, Yemen December 11, 2016. (Photo by Khaled Abdullah/Reuters)"


def read(paths, **options):
    log = ReadLog()
    records = list(read_records([str(p) for p in paths], log=log, **options))
    return records, log


def test_sample_gives_sixteen_records_with_provenance(sample_dir):
    records, log = read([sample_dir])
    assert len(records) == 16
    assert log.problems == []
    assert len(log.files) == 2
    first = records[0]
    assert first.source.endswith("000_0621a660f5aca02c.txt") and first.line == 1
    # The files lack a final newline: the last caption of one file must not run into the next.
    assert all(r.text.count("(Photo by") == 1 for r in records)


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_text_paragraphs_any_line_ending(tmp_path, newline):
    body = newline.join(["", CAPTION_A, "", "", "", "line one of B", CAPTION_B, ""])
    path = tmp_path / "c.txt"
    path.write_bytes(b"\xef\xbb\xbf" + body.encode())  # with a BOM
    records, log = read([path])
    assert [r.text for r in records] == [CAPTION_A, "line one of B " + CAPTION_B]
    assert [r.line for r in records] == [2, 6]
    assert log.problems == []


def test_missing_final_newline_keeps_last_caption(tmp_path):
    path = tmp_path / "c.txt"
    path.write_text(f"{CAPTION_A}\n\n{CAPTION_B}")
    records, _ = read([path])
    assert [r.text for r in records] == [CAPTION_A, CAPTION_B]


def test_csv_finds_caption_column_and_row_lines(tmp_path):
    path = tmp_path / "export.csv"
    path.write_text(f'id,Caption\n1,"{CAPTION_A}"\n2,"multi\nline"\n\n3,"{CAPTION_B}"\n')
    records, log = read([path])
    assert [r.text for r in records] == [CAPTION_A, "multi\nline", CAPTION_B]
    assert [r.line for r in records] == [2, 3, 6]
    assert log.problems == []


def test_csv_text_column_option_and_missing_column(tmp_path):
    path = tmp_path / "export.csv"
    path.write_text(f'id,body\n1,"{CAPTION_A}"\n')
    with pytest.raises(
        UnsupportedInputError, match=r"export.csv: no caption column .*'body'.*--text-column"
    ):
        read([path])
    records, _ = read([path], text_column="BODY")
    assert [r.text for r in records] == [CAPTION_A]


def test_tsv_and_gzip(tmp_path):
    path = tmp_path / "export.tsv.gz"
    with gzip.open(path, "wt") as handle:
        handle.write(f"text\tid\n{CAPTION_A}\t1\n")
    records, _ = read([path])
    assert [r.text for r in records] == [CAPTION_A]


def test_jsonl_field_names_are_matched_per_object_whatever_the_key_sets(tmp_path):
    """The folded key lookup is remembered per set of keys; each object still gets its own."""
    lines = [
        {"Caption": CAPTION_A, "id": 1},
        {"text": 7, "caption": CAPTION_B},  # a number under the first name: the next name
        {"Caption": CAPTION_B, "id": 2},  # the first key set again
        {"IMAGE_DESCRIPTION": CAPTION_A},
        {"caption": 5, "id": 3},  # the first key set's names, no string under them
    ]
    path = tmp_path / "feed.jsonl"
    path.write_text("\n".join(json.dumps(item) for item in lines))
    records, log = read([path])
    assert [(r.text, r.line) for r in records] == [
        (CAPTION_A, 1), (CAPTION_B, 2), (CAPTION_B, 3), (CAPTION_A, 4)
    ]
    assert [(p.line, p.message.split(" (")[0]) for p in log.problems] == [(5, "no caption field")]


def test_jsonl_bad_line_is_reported_and_good_lines_kept(tmp_path):
    path = tmp_path / "feed.jsonl"
    path.write_text(
        "\n".join(
            [
                json.dumps({"caption": CAPTION_A}),
                '{"caption": "broken',
                json.dumps({"other": 1}),
                "",
                json.dumps({"description": CAPTION_B}),
            ]
        )
    )
    records, log = read([path])
    assert [(r.text, r.line) for r in records] == [(CAPTION_A, 1), (CAPTION_B, 5)]
    assert [(p.line, p.message.split(" (")[0]) for p in log.problems] == [
        (2, "not valid JSON"),
        (3, "no caption field"),
    ]
    assert str(log.problems[0]).startswith(f"{path}:2: not valid JSON")


def test_strict_turns_a_bad_line_into_an_error(tmp_path):
    path = tmp_path / "feed.jsonl"
    path.write_text(json.dumps({"text": CAPTION_A}) + "\n{nope\n")
    with pytest.raises(MalformedRecordError, match=r"feed.jsonl:2: not valid JSON"):
        read([path], strict=True)


def test_folder_is_read_recursively_and_unsupported_files_reported(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "one.txt").write_text(CAPTION_A)
    (tmp_path / "two.jsonl").write_text(json.dumps({"text": CAPTION_B}))
    (tmp_path / "photo.jpg").write_bytes(b"\xff\xd8\xff")
    (tmp_path / ".hidden.txt").write_text("ignored")
    records, log = read([tmp_path])
    assert [r.text for r in records] == [CAPTION_A, CAPTION_B]
    assert len(log.problems) == 1 and "photo.jpg" in str(log.problems[0])


def test_named_unsupported_or_missing_file_is_an_error(tmp_path):
    jpg = tmp_path / "photo.jpg"
    jpg.write_bytes(b"\xff\xd8\xff")
    with pytest.raises(UnsupportedInputError, match="photo.jpg: unsupported file type"):
        read([jpg])
    with pytest.raises(UnreadableInputError, match="nothere.txt: no such file"):
        read([tmp_path / "nothere.txt"])


def test_binary_named_file_is_an_error_but_skipped_in_folder(tmp_path):
    binary = tmp_path / "blob.txt"
    binary.write_bytes(bytes(range(256)) * 10)
    with pytest.raises(UnsupportedInputError, match="blob.txt: looks like a binary file"):
        read([binary])
    (tmp_path / "good.txt").write_text(CAPTION_A)
    records, log = read([tmp_path])
    assert [r.text for r in records] == [CAPTION_A]
    assert "blob.txt" in str(log.problems[0]) and "binary" in str(log.problems[0])


def test_latin1_and_utf16(tmp_path):
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Caf\xe9 in Ma\xe2arrat, Syria 2016.".encode("latin-1"))
    records, log = read([latin])
    assert records[0].text == "Café in Maâarrat, Syria 2016."
    assert "Windows-1252" in log.problems[0].message
    utf16 = tmp_path / "wide.txt"
    utf16.write_bytes(f"{CAPTION_A}\r\n\r\n{CAPTION_B}".encode("utf-16"))
    records, log = read([utf16])
    assert [r.text for r in records] == [CAPTION_A, CAPTION_B]
    assert log.problems == []


def test_empty_and_blank_files_report_no_captions(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    blank = tmp_path / "blank.txt"
    blank.write_text("\n\n  \n\t\n")
    records, log = read([empty, blank])
    assert records == []
    assert [p.source for p in log.problems] == [str(empty), str(blank)]
    assert all("no captions found" in p.message for p in log.problems)


@pytest.mark.parametrize(
    "payload, expected",
    [
        (f"{CAPTION_A}\n\n{CAPTION_B}\n", [CAPTION_A, CAPTION_B]),
        (json.dumps({"text": CAPTION_A}) + "\n", [CAPTION_A]),
    ],
)
def test_stdin_is_sniffed(monkeypatch, payload, expected):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(payload.encode())))
    records, _ = read(["-"])
    assert [r.text for r in records] == expected
    assert records[0].source == "-"
