"""Bad input: every case gets a clear message and a defined outcome, never a traceback.

The defined outcomes (the same table is in ``docs/bad-input.md``). "Exit" is the
exit code of ``timeline build``; a warning goes to stderr as ``warning: FILE:LINE:
message`` and the build goes on; an error is one line ``Error: FILE: message``,
exit 1, and nothing is written (the previous outputs stay as they were).

=====================================  ===============================================================  ====  ==========================================
input                                  message                                                          exit  what is kept
=====================================  ===============================================================  ====  ==========================================
empty file                             warning: F: no captions found (... empty or only blank lines)    0     the other inputs
file of only blank lines               same                                                             0     the other inputs
binary file, named                     Error: F: looks like a binary file (a PNG image); give a ...     1     nothing written
binary file inside a folder            warning: F: skipped: looks like a binary file (...)              0     the other files of the folder
Latin-1 / Windows-1252 file            warning: F:L: N line(s) are not UTF-8 and were read as ...       0     every caption, accents decoded
UTF-16 file (with or without BOM)      none                                                             0     every caption
one 5 MB caption                       warning: F:L: caption longer than 100,000 characters, skipped   0     the other captions
100,000 tiny captions                  none                                                             0     all 100,000 records
caption with no date/place/credit      none (the event says why in ``unresolved_reason``)               0     the event, in ``unresolved.csv``
control characters, Arabic, emoji      none                                                             0     text with controls removed, script kept
CSV without a caption column           Error: F: no caption column (looked for ...); the columns ...    1     nothing written
CSV caption column misspelled          same, with "did you mean 'captoin'?"                             1     nothing written
CSV column "CAPTION " / Caption-Abs.   none (names fold case, spaces, hyphens)                          0     every caption
malformed JSON Lines line              warning: F:L: not valid JSON (... at column C)                   0     every good line before and after
JSON nested 100,000 deep / huge int    warning: F:L: not usable JSON (RecursionError / ValueError)      0     every good line
folder of unsupported files only       warning: F: skipped: unsupported file type; D: no supported...   1     nothing; previous outputs kept
truncated or corrupt .gz               Error: F: cannot read (...) if nothing was read, else warning    1/0   the records before the damage
CSV field with no closing quote        warning: F:L: this row runs over N lines ... closing quote      0     the row as read
missing file / unsupported suffix      Error: F: no such file or folder / unsupported file type ...    1     nothing written
any of these on standard input (-)     the same messages, with "-" as the file name                     same  same
1,000 bad lines                        the first 20 warnings, then "... and 980 more problems"          0     every good line
=====================================  ===============================================================  ====  ==========================================

``--strict`` turns every warning about a line or a file into the error (exit 1,
message ``Error: F:L: ...``), except the decoding note for non-UTF-8 lines,
which is informational.
"""

from __future__ import annotations

import csv
import gzip
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from timeline.errors import MalformedRecordError, UnreadableInputError, UnsupportedInputError
from timeline.records import MAX_CAPTION_CHARS, ReadLog, read_records

ROOT = Path(__file__).resolve().parents[1]
GOOD = "Boys walk in Douma, Syria December 30, 2016. (Photo by Bassam Khabieh/Reuters)"
GOOD_2 = "A rally in Sanaa, Yemen December 11, 2016. (Photo by Khaled Abdullah/Reuters)"
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4
SUMMARY = re.compile(r"(\d+) records read from (\d+) file")


def read(paths, **options):
    log = ReadLog()
    records = list(read_records([str(p) for p in paths], log=log, **options))
    return records, log


def run_cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """``python -m timeline.cli`` in a subprocess, as a user runs it."""
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return subprocess.run(
        [sys.executable, "-m", "timeline.cli", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=timeout,
        env=env,
        cwd=ROOT,
    )


# --- The corpus of bad inputs, written at test time (nothing big is committed). ---


def write_corpus(root: Path) -> dict[str, Path]:
    """Write every bad input under ``root``; return them by case name."""
    root.mkdir(parents=True, exist_ok=True)
    files: dict[str, Path] = {}

    def put(name: str, data: bytes | str) -> Path:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
        return path

    files["good"] = put("good.txt", f"{GOOD}\n\n{GOOD_2}\n")
    files["empty"] = put("empty.txt", b"")
    files["blank"] = put("blank.txt", "\n \n\t\r\n\n\u200b\n")
    files["binary"] = put("image.txt", PNG)
    files["latin1"] = put(
        "latin1.txt",
        "Caf\xe9 cr\xe8me in Damascus, Syria, May 5, 2016.\n\nSecond caption, Aleppo.".encode(
            "latin-1"
        ),
    )
    files["utf16"] = put("wide.txt", f"{GOOD}\r\n\r\n{GOOD_2}".encode("utf-16"))
    files["utf16_nobom"] = put("wide_nobom.txt", f"{GOOD}\n\n{GOOD_2}".encode("utf-16-le"))
    files["huge"] = put("huge.txt", f"{GOOD}\n\n" + "Aleppo, Syria. " * 350_000 + f"\n\n{GOOD_2}\n")
    files["missing_facts"] = put(
        "missing_facts.txt",
        "A quiet street at dawn.\n\n"
        "Protesters march on January 3, 2015.\n\n"
        "Children play football in Aleppo, Syria.\n\n"
        "Smoke rises over Mosul, Iraq on November 2, 2016.\n",
    )
    files["scripts"] = put(
        "scripts.txt",
        "Boys\x00 walk\x07 in Douma,\x1b Syria\u202e December 30, 2016 "
        "\U0001f600 \u0645\u062f\u064a\u0646\u0629 \u062d\u0644\u0628 "
        "(Photo by Bassam Khabieh/Reuters)\n",
    )
    files["csv_no_column"] = put("no_column.csv", f'id,body\n1,"{GOOD}"\n')
    files["csv_misspelled"] = put("misspelled.csv", f'id,captoin\n1,"{GOOD}"\n')
    files["csv_other_case"] = put("other_case.csv", f'id, CAPTION \n1,"{GOOD}"\n2,"{GOOD_2}"\n')
    files["csv_exiftool"] = put("exiftool.csv", f'SourceFile,Caption-Abstract\na.jpg,"{GOOD}"\n')
    files["jsonl_bad_line"] = put(
        "feed.jsonl",
        "\n".join([json.dumps({"text": GOOD}), '{"text": "broken', json.dumps({"caption": GOOD_2})])
        + "\n",
    )
    files["jsonl_hostile"] = put(
        "hostile.jsonl",
        "\n".join(
            [
                json.dumps({"text": GOOD}),
                "[" * 100_000,
                '{"text": ' + "9" * 5000 + "}",
                json.dumps({"text": GOOD_2}),
            ]
        )
        + "\n",
    )
    for name in ("photo.jpg", "notes.docx", "README"):
        put(f"unsupported/{name}", b"\xff\xd8\xff\xe0 not captions")
    files["unsupported_dir"] = root / "unsupported"
    put("mixed/a.txt", GOOD)
    put("mixed/b.txt", PNG)
    put("mixed/c.pdf", b"%PDF-1.4")
    files["mixed_dir"] = root / "mixed"
    compressed = gzip.compress((f"{GOOD}\n\n{GOOD_2}\n\n" * 2000).encode())
    files["gz_truncated"] = put("cut.txt.gz", compressed[: len(compressed) // 2])
    files["gz_corrupt"] = put("corrupt.txt.gz", b"this is not gzip data")
    files["csv_unclosed"] = put(
        "unclosed.csv",
        'text\n"' + GOOD + '"\n"no closing quote\n' + "more text\n" * 30 + f'"{GOOD_2}"\n',
    )
    return files


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> dict[str, Path]:
    return write_corpus(tmp_path_factory.mktemp("bad_input"))


# --- Reader level: each case, its records and its problems. ---


def test_empty_and_blank_files_give_no_records_and_say_so(corpus):
    records, log = read([corpus["empty"], corpus["blank"], corpus["good"]])
    assert [r.text for r in records] == [GOOD, GOOD_2]
    assert [(p.source, p.line) for p in log.problems] == [
        (str(corpus["empty"]), None),
        (str(corpus["blank"]), None),
    ]
    assert all("no captions found" in p.message for p in log.problems)
    with pytest.raises(MalformedRecordError, match="empty.txt: no captions found"):
        read([corpus["empty"]], strict=True)


def test_binary_file_is_named_for_what_it_is(corpus):
    with pytest.raises(
        UnsupportedInputError, match=r"image.txt: looks like a binary file \(a PNG image\)"
    ):
        read([corpus["binary"]])
    records, log = read([corpus["mixed_dir"]])
    assert [r.text for r in records] == [GOOD]
    assert sorted(Path(p.source).name for p in log.problems) == ["b.txt", "c.pdf"]
    binary = next(str(p) for p in log.problems if p.source.endswith("b.txt"))
    assert "skipped: looks like a binary file (a PNG image)" in binary


@pytest.mark.parametrize(
    "blob",
    [
        bytes(range(256)) * 40,
        os.urandom(4096).replace(b"\x00", b"\x01"),
        b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n",
        b"PK\x03\x04\x14\x00\x06\x00",
    ],
    ids=["all-bytes", "random", "pdf", "zip"],
)
def test_other_binaries_are_refused(tmp_path, blob):
    path = tmp_path / "captions.txt"
    path.write_bytes(blob)
    with pytest.raises(UnsupportedInputError, match="looks like a binary file"):
        read([path])


def test_a_few_control_characters_keep_a_file_text(corpus):
    records, log = read([corpus["scripts"]])
    assert len(records) == 1 and log.problems == []
    assert "\u062d\u0644\u0628" in records[0].text and "\U0001f600" in records[0].text


def test_latin1_is_decoded_and_reported_once(corpus):
    records, log = read([corpus["latin1"]])
    assert records[0].text.startswith("Café crème in Damascus")
    assert len(records) == 2
    assert len(log.problems) == 1 and log.problems[0].line == 1
    assert "1 line(s) are not UTF-8" in log.problems[0].message
    strict_records, _ = read([corpus["latin1"]], strict=True)  # a decoding note, not a bad record
    assert len(strict_records) == 2


@pytest.mark.parametrize("case", ["utf16", "utf16_nobom"])
def test_utf16_with_and_without_bom(corpus, case):
    records, log = read([corpus[case]])
    assert [r.text for r in records] == [GOOD, GOOD_2]
    assert log.problems == []


def test_five_megabyte_caption_is_skipped_and_reported_neighbours_kept(corpus):
    assert corpus["huge"].stat().st_size > 5_000_000
    records, log = read([corpus["huge"]])
    assert [(r.text, r.line) for r in records] == [(GOOD, 1), (GOOD_2, 5)]
    assert [p.line for p in log.problems] == [3]
    assert log.problems[0].message.startswith(
        f"caption longer than {MAX_CAPTION_CHARS:,} characters, skipped"
    )
    with pytest.raises(MalformedRecordError, match=r"huge.txt:3: caption longer than"):
        read([corpus["huge"]], strict=True)


@pytest.mark.parametrize(
    "suffix, body",
    [
        (".jsonl", json.dumps({"text": "x" * 2_000_000}) + "\n"),
        (".csv", "text\n" + "y" * 2_000_000 + "\n"),
        (".txt", ("z" * 1000 + "\n") * 2_000),
    ],
    ids=["jsonl", "csv", "txt"],
)
def test_overlong_record_in_every_format(tmp_path, suffix, body):
    path = tmp_path / f"long{suffix}"
    path.write_text(f"{body}\n" if suffix == ".txt" else body)
    with path.open("a") as handle:
        handle.write(json.dumps({"text": GOOD}) + "\n" if suffix == ".jsonl" else f'\n"{GOOD}"\n')
    records, log = read([path])
    assert [r.text.strip('"') for r in records] == [GOOD]
    assert len(log.problems) == 1 and "longer than" in log.problems[0].message


def test_hundred_thousand_tiny_captions(tmp_path):
    path = tmp_path / "tiny.txt"
    path.write_text("".join(f"c{i}\n\n" for i in range(100_000)))
    records, log = read([path])
    assert len(records) == 100_000 == log.records
    assert records[-1].text == "c99999" and records[-1].line == 199_999
    assert log.problems == []


@pytest.mark.parametrize(
    "case, message",
    [
        ("csv_no_column", r"no_column.csv: no caption column .*\['id', 'body'\].*--text-column"),
        ("csv_misspelled", r"misspelled.csv: no caption column .*did you mean 'captoin'\?"),
    ],
)
def test_csv_without_caption_column_is_an_error_that_says_what_to_do(corpus, case, message):
    with pytest.raises(UnsupportedInputError, match=message):
        read([corpus[case]])


@pytest.mark.parametrize(
    "case, expected", [("csv_other_case", [GOOD, GOOD_2]), ("csv_exiftool", [GOOD])]
)
def test_csv_column_names_fold_case_spaces_and_hyphens(corpus, case, expected):
    records, log = read([corpus[case]])
    assert [r.text for r in records] == expected and log.problems == []


def test_malformed_json_line_in_the_middle_is_reported_with_its_number(corpus):
    records, log = read([corpus["jsonl_bad_line"]])
    assert [(r.text, r.line) for r in records] == [(GOOD, 1), (GOOD_2, 3)]
    assert [(p.line, p.message.split(" (")[0]) for p in log.problems] == [(2, "not valid JSON")]
    with pytest.raises(MalformedRecordError, match=r"feed.jsonl:2: not valid JSON"):
        read([corpus["jsonl_bad_line"]], strict=True)


def test_hostile_json_is_a_bad_line_not_a_crash(corpus):
    records, log = read([corpus["jsonl_hostile"]])
    assert [r.line for r in records] == [1, 4]
    assert [(p.line, p.message.split(" (")[0]) for p in log.problems] == [
        (2, "not usable JSON"),
        (3, "not usable JSON"),
    ]


def test_folder_of_unsupported_files_reports_each_and_the_folder(corpus):
    records, log = read([corpus["unsupported_dir"]])
    assert records == []
    names = [Path(p.source).name for p in log.problems]
    assert names == ["README", "notes.docx", "photo.jpg", "unsupported"]
    assert log.problems[-1].message == "no supported files in this folder"
    with pytest.raises(MalformedRecordError, match="README: skipped: unsupported file type"):
        read([corpus["unsupported_dir"]], strict=True)


def test_truncated_gzip_keeps_what_was_read_and_corrupt_gzip_is_an_error(corpus):
    records, log = read([corpus["gz_truncated"]])
    assert 0 < len(records) < 4000 and records[0].text == GOOD
    assert len(log.problems) == 1 and "looks truncated" in log.problems[0].message
    with pytest.raises(
        UnreadableInputError, match=r"corrupt.txt.gz: cannot read \(Not a gzipped file"
    ):
        read([corpus["gz_corrupt"]])


def test_csv_field_without_closing_quote_is_reported(corpus):
    records, log = read([corpus["csv_unclosed"]])
    assert records[0].text == GOOD and len(records) == 2
    assert log.problems[0].line == 3 and "closing quote" in log.problems[0].message


def test_caption_of_only_invisible_characters_is_empty(tmp_path):
    path = tmp_path / "feed.jsonl"
    path.write_text(
        json.dumps({"text": "\u200b\u200e\x01 \u2060"}) + "\n" + json.dumps({"text": GOOD}) + "\n"
    )
    records, log = read([path])
    assert [r.line for r in records] == [2]
    assert str(log.problems[0]).endswith("feed.jsonl:1: empty caption")


def test_folder_with_a_symlink_loop_is_read_once(tmp_path):
    folder = tmp_path / "photos"
    folder.mkdir()
    (folder / "a.txt").write_text(GOOD)
    (folder / "loop").symlink_to(folder, target_is_directory=True)
    records, log = read([folder])
    assert [r.text for r in records] == [GOOD] and log.problems == []


@pytest.mark.parametrize(
    "payload, exit_code, message",
    [
        (PNG, 1, "Error: -: looks like a binary file (a PNG image)"),
        (b'{"text": "ok caption"}\n{broken\n', 0, "warning: -:2: not valid JSON"),
        (b"", 1, "warning: -: no captions found"),
    ],
    ids=["binary", "bad-json-line", "empty"],
)
def test_standard_input_gets_the_same_outcomes(tmp_path, payload, exit_code, message):
    from click.testing import CliRunner

    from timeline.cli import cli

    result = CliRunner().invoke(cli, ["build", "-", "--out", str(tmp_path / "out")], input=payload)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == exit_code and message in result.stderr


# --- End to end: the command, as a user runs it. No traceback, ever. ---


@dataclass
class Case:
    """One command line and what it must do."""

    name: str
    args: list[str]
    exit_code: int
    stderr: list[str] = field(default_factory=list)
    records: int | None = None


# Every survivable bad input in one build, beside good files: all kept, each reported.
SURVIVABLE = [
    "good",
    "empty",
    "blank",
    "mixed_dir",
    "latin1",
    "utf16",
    "utf16_nobom",
    "huge",
    "missing_facts",
    "scripts",
    "csv_other_case",
    "csv_exiftool",
    "jsonl_bad_line",
    "jsonl_hostile",
    "unsupported_dir",
    "csv_unclosed",
]
# good 2, mixed_dir 1, latin1 2, utf16 2 + 2, huge 2, missing_facts 4, scripts 1, csv 2 + 1, jsonl 2 + 2, unclosed 2
SURVIVABLE_RECORDS = 25


def cli_cases(c: dict[str, Path]) -> list[Case]:
    """The defined outcome of every bad input, as the user sees it."""
    s = str
    return [
        Case(
            "survivable",
            [s(c[name]) for name in SURVIVABLE],
            0,
            [
                "warning: ",
                "empty.txt: no captions found",
                "blank.txt: no captions found",
                "b.txt: skipped: looks like a binary file (a PNG image)",
                "c.pdf: skipped: unsupported file type",
                "latin1.txt:1: 1 line(s) are not UTF-8",
                "huge.txt:3: caption longer than 100,000 characters",
                "feed.jsonl:2: not valid JSON",
                "hostile.jsonl:2: not usable JSON",
                "hostile.jsonl:3: not usable JSON",
                "unsupported: no supported files in this folder",
                "unclosed.csv:3: this row runs over",
            ],
            SURVIVABLE_RECORDS,
        ),
        Case("empty-alone", [s(c["blank"])], 1,
             ["blank.txt: no captions found", "Error: no captions were read"]),
        Case(
            "unsupported-folder",
            [s(c["unsupported_dir"])],
            1,
            ["no supported files in this folder", "Error: no captions were read"],
        ),
        Case("gz-truncated", [s(c["gz_truncated"])], 0, ["looks truncated"], None),
        Case(
            "empty-strict",
            [s(c["empty"]), "--strict"],
            1,
            ["Error: ", "empty.txt: no captions found"],
        ),
        Case(
            "binary",
            [s(c["binary"])],
            1,
            ["Error: ", "image.txt: looks like a binary file (a PNG image)"],
        ),
        Case(
            "huge-strict",
            [s(c["huge"]), "--strict"],
            1,
            ["Error: ", "huge.txt:3: caption longer than"],
        ),
        Case(
            "csv-no-column",
            [s(c["csv_no_column"])],
            1,
            ["Error: ", "no caption column", "--text-column"],
        ),
        Case("csv-misspelled", [s(c["csv_misspelled"])], 1, ["did you mean 'captoin'?"]),
        Case(
            "csv-wrong-text-column",
            [s(c["csv_no_column"]), "--text-column", "nope"],
            1,
            ["no caption column (looked for 'nope')"],
        ),
        Case(
            "jsonl-strict",
            [s(c["jsonl_bad_line"]), "--strict"],
            1,
            ["Error: ", "feed.jsonl:2: not valid JSON"],
        ),
        Case(
            "folder-strict",
            [s(c["mixed_dir"]), "--strict"],
            1,
            ["Error: ", "c.pdf: skipped: unsupported file type"],
        ),
        Case("gz-corrupt", [s(c["gz_corrupt"])], 1, ["Error: ", "corrupt.txt.gz: cannot read"]),
        Case(
            "missing-file",
            [s(c["good"].parent / "nothere.txt")],
            1,
            ["nothere.txt: no such file or folder"],
        ),
        Case(
            "unsupported-named",
            [s(c["unsupported_dir"] / "photo.jpg")],
            1,
            ["unsupported file type '.jpg'"],
        ),
    ]


# These run in a fresh interpreter, exactly as a user runs them; the rest in-process (same code path, faster).
IN_SUBPROCESS = {"survivable", "binary", "jsonl-strict", "csv-no-column"}


@dataclass
class Outcome:
    """What a run did: exit code, streams, and any exception that escaped the command."""

    exit_code: int
    stdout: str
    stderr: str
    escaped: BaseException | None = None


def run_case(case: Case, out: Path) -> Outcome:
    out.mkdir(parents=True)
    (out / "events.csv").write_text("previous build\n")
    args = ["build", *case.args, "--out", str(out)]
    if case.name in IN_SUBPROCESS:
        result = run_cli(*args)
        return Outcome(result.returncode, result.stdout, result.stderr)
    from click.testing import CliRunner

    from timeline.cli import cli

    invoked = CliRunner().invoke(cli, args)
    escaped = invoked.exception if not isinstance(invoked.exception, SystemExit) else None
    return Outcome(invoked.exit_code, invoked.stdout, invoked.stderr, escaped)


@pytest.fixture(scope="module")
def cli_results(corpus, tmp_path_factory) -> dict[str, tuple[Case, Outcome, Path]]:
    """Run every case once: the subprocesses two at a time, then the in-process runs.

    (Not both at once: a CliRunner swapping the standard streams while another
    thread waits on a child's pipes stalls the child.)
    """
    root = tmp_path_factory.mktemp("cli_out")
    cases = cli_cases(corpus)
    spawned = [case for case in cases if case.name in IN_SUBPROCESS]
    with ThreadPoolExecutor(max_workers=2) as pool:
        done = dict(
            zip([c.name for c in spawned], pool.map(lambda c: run_case(c, root / c.name), spawned))
        )
    done |= {
        case.name: run_case(case, root / case.name)
        for case in cases
        if case.name not in IN_SUBPROCESS
    }
    return {case.name: (case, done[case.name], root / case.name) for case in cases}


def test_every_bad_input_has_its_defined_outcome_and_no_traceback(cli_results):
    failures = []
    for case, outcome, out in cli_results.values():
        why = outcome_mismatch(case, outcome, out)
        if why:
            failures.append(f"{case.name}: {why}\n  stderr: {outcome.stderr[-800:]}")
    assert not failures, "\n".join(failures)


def outcome_mismatch(case: Case, outcome: Outcome, out: Path) -> str | None:
    """What differs from the defined outcome of ``case``, or None."""
    if outcome.escaped is not None or "Traceback" in outcome.stderr + outcome.stdout:
        return f"an exception reached the user: {outcome.escaped!r}"
    if outcome.exit_code != case.exit_code:
        return f"exit {outcome.exit_code}, expected {case.exit_code}"
    missing = [text for text in case.stderr if text not in outcome.stderr]
    if missing:
        return f"stderr lacks {missing}"
    previous = (out / "events.csv").read_text(encoding="utf-8") == "previous build\n"
    if case.exit_code != 0:
        if not previous:
            return "a failed build replaced the previous outputs"
        errors = [ln for ln in outcome.stderr.strip().splitlines() if not ln.startswith("warning: ")]
        if len(errors) > 3:
            return "an error should be a short message, not a dump"
        return None
    if previous:
        return "a successful build did not write events.csv"
    found = SUMMARY.search(outcome.stdout)
    if not found:
        return f"no summary line in stdout: {outcome.stdout[-300:]!r}"
    if case.records is not None and int(found.group(1)) != case.records:
        return f"{found.group(1)} records read, expected {case.records}"
    return None


def test_each_problem_is_reported_once(cli_results):
    _, outcome, _ = cli_results["survivable"]
    lines = outcome.stderr.splitlines()
    assert sum("feed.jsonl:2: not valid JSON" in line for line in lines) == 1, outcome.stderr


def test_a_flood_of_bad_lines_is_summarised_not_dumped(tmp_path):
    from click.testing import CliRunner

    from timeline.cli import cli

    feed = tmp_path / "feed.jsonl"
    feed.write_text(json.dumps({"text": GOOD}) + "\n" + "{broken\n" * 1000)
    result = CliRunner().invoke(cli, ["build", str(feed), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.stderr
    assert len(result.stderr.splitlines()) <= 25
    assert "feed.jsonl:2: not valid JSON" in result.stderr and "980 more problems" in result.stderr
    assert "1 records read" in result.stdout and "1000 input problem(s)" in result.stdout


def test_bad_option_value_is_a_usage_error(corpus):
    result = run_cli(
        "build", str(corpus["good"]), "--format", "xml", "--out", str(corpus["good"].parent / "o")
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "Invalid value for '--format'" in result.stderr


def events_rows(out: Path) -> dict[str, dict[str, str]]:
    with open(out / "events.csv", newline="", encoding="utf-8") as handle:
        return {row["text"]: row for row in csv.DictReader(handle)}


def test_no_date_no_place_no_credit_are_unresolved_with_a_reason(cli_results):
    _, _, out = cli_results["survivable"]
    rows = events_rows(out)
    quiet = rows["A quiet street at dawn."]
    assert quiet["status"] == "unresolved"
    assert (
        "no event date" in quiet["unresolved_reason"]
        and "no event place" in quiet["unresolved_reason"]
    )
    assert quiet["photographer"] == quiet["agency"] == ""
    assert "no event place" in rows["Protesters march on January 3, 2015."]["unresolved_reason"]
    assert "no event date" in rows["Children play football in Aleppo, Syria."]["unresolved_reason"]
    with open(out / "unresolved.csv", newline="", encoding="utf-8") as handle:
        unresolved = {row["text"] for row in csv.DictReader(handle)}
    assert {"A quiet street at dawn.", "Children play football in Aleppo, Syria."} <= unresolved


def test_control_characters_go_arabic_and_emoji_stay(cli_results):
    _, _, out = cli_results["survivable"]
    (row,) = [row for text, row in events_rows(out).items() if "\U0001f600" in text]
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f\u202e]", row["text"])
    assert "\u062d\u0644\u0628" in row["text"] and "\U0001f600" in row["text"]
    assert row["agency"] == "Reuters"


def test_hundred_thousand_tiny_captions_through_the_command(tmp_path):
    """Reading, de-duplicating and understanding 100,000 short captions, end to end."""
    path = tmp_path / "tiny.txt"
    path.write_text("".join(f"Crowd {i} in Aleppo.\n\n" for i in range(100_000)))
    result = run_cli("build", str(path), "--out", str(tmp_path / "out"), timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    assert "100000 records read from 1 file(s): 100000 events + 0 duplicates" in result.stdout
