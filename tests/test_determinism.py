"""Two builds of the same input give byte-identical outputs, pages included."""

from __future__ import annotations

from timeline import build_events, write_outputs


def test_two_builds_are_byte_identical(sample_dir, gaz, tmp_path):
    events = build_events([sample_dir], gazetteer=gaz)
    first = write_outputs(events, tmp_path / "a")
    again = write_outputs(build_events([sample_dir], gazetteer=gaz), tmp_path / "b")
    assert [p.name for p in first] == [p.name for p in again]
    for one, two in zip(first, again):
        assert one.read_bytes() == two.read_bytes(), f"{one.name} differs between two builds"
