"""The ``timeline`` command: a thin layer, each command one call into the Python API."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import click

from . import __version__, sample_inputs
from .errors import TimelineError
from .records import INPUT_FORMATS

__all__ = ["cli", "main"]

_MAX_PROBLEMS_SHOWN = 20


def _fail(error: Exception) -> click.ClickException:
    """Turn a library error into a one-line message and a non-zero exit."""
    return click.ClickException(str(error))


def _library_errors() -> tuple[type[Exception], ...]:
    from gazetteer import GazetteerError

    return (TimelineError, GazetteerError)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="timeline")
@click.option("-v", "--verbose", count=True, help="More logging (-v info, -vv debug).")
def cli(verbose: int) -> None:
    """Turn news-photo captions into a dated, credited, mapped event record.

    \b
    timeline build captions.txt export.csv more.jsonl --out output/
    timeline evaluate gold.jsonl
    timeline geocode "Hemeimeem air base, Syria"
    """
    level = logging.WARNING - 10 * min(verbose, 2)
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s", stream=sys.stderr)


@cli.command()
@click.argument("inputs", nargs=-1, type=click.Path(allow_dash=True))
@click.option("-o", "--out", "out_dir", default="output", show_default=True, type=click.Path(file_okay=False),
              help="Folder to write the map, timeline, page and exports into.")
@click.option("--text-column", metavar="NAME",
              help="Caption column of CSV / JSON Lines inputs (default: text, caption, description, "
                   "Caption-Abstract or Image Description).")
@click.option("--format", "input_format", type=click.Choice(INPUT_FORMATS), default="auto", show_default=True,
              help="Read every input as this format (auto: by file suffix; stdin: JSON Lines or text).")
@click.option("--places", type=click.Path(exists=True, dir_okay=False),
              help="CSV of your own places, merged over the built-in gazetteer.")
@click.option("--strict", is_flag=True, help="Stop at the first bad line or file instead of reporting it and going on.")
@click.option("--online", is_flag=True,
              help="Ask OpenStreetMap Nominatim (rate-limited, cached) for places the offline gazetteer lacks.")
@click.option("--images", is_flag=True, help="Also write timeline.png and map.png (needs kaleido and chromium).")
@click.option("--engine", type=click.Choice(["local", "dask"]), default="local", show_default=True,
              help="Run read/understand/resolve in this process or on dask partitions.")
@click.option("--scheduler", metavar="ADDRESS",
              help="With --engine dask: a dask.distributed scheduler address (default: a local cluster).")
@click.option("--stream", is_flag=True,
              help="For inputs larger than memory: read in two passes and write only events.parquet, "
                   "in chunks; draw the pages afterwards with `timeline render`.")
def build(inputs: tuple[str, ...], out_dir: str, text_column: str | None, input_format: str,
          places: str | None, strict: bool, online: bool, images: bool, engine: str,
          scheduler: str | None, stream: bool) -> None:
    """Read captions from INPUTS and write the map, timeline and exports.

    INPUTS are text files (captions separated by blank lines), CSV/TSV or JSON
    Lines files (optionally .gz), folders (read recursively) or - for standard
    input. With no INPUTS, the bundled sample corpus is used.
    """
    from .events import build as run_build
    from .outputs import write_outputs

    if stream:
        if online or images:
            raise click.ClickException("--stream writes only events.parquet: drop --online/--images "
                                       "(run `timeline render` afterwards for the pages and images)")
        _stream_build(list(inputs) or sample_inputs(), Path(out_dir), text_column=text_column,
                      input_format=input_format, strict=strict, places=places, engine=engine,
                      scheduler=scheduler)
        return
    try:
        result = run_build(list(inputs) or sample_inputs(), text_column=text_column,
                           input_format=input_format, strict=strict, places=places,
                           online=online, engine=engine, scheduler=scheduler)
        _show_problems(result.problems)
        if result.counts.records == 0:
            raise click.ClickException(
                "no captions were read from the inputs (see the warnings above); "
                f"nothing written, {out_dir}/ left as it was")
        written = write_outputs(result.events, out_dir, images=images)
    except _library_errors() as error:
        raise _fail(error) from error
    click.echo(f"wrote {len(written)} files to {out_dir}/")
    click.echo(result.counts.summary())


def _show_problems(problems: list) -> None:
    for problem in problems[:_MAX_PROBLEMS_SHOWN]:
        click.echo(f"warning: {problem}", err=True)
    if len(problems) > _MAX_PROBLEMS_SHOWN:
        click.echo(f"warning: ... and {len(problems) - _MAX_PROBLEMS_SHOWN} more problems", err=True)


def _stream_build(inputs: list, out: Path, **options: object) -> None:
    """``build --stream``: events.parquet written in chunks, nothing held in memory."""
    from .engines.stream import stream_events

    try:
        result = stream_events(inputs, out / "events.parquet", **options)  # type: ignore[arg-type]
    except _library_errors() as error:
        raise _fail(error) from error
    _show_problems(result.problems)
    click.echo(f"wrote {result.path} ({result.row_groups} row groups); draw the pages with: "
               f"timeline render {result.path} --out {out}")
    click.echo(result.counts.summary())


@cli.command()
@click.argument("events_file", type=click.Path(exists=True, dir_okay=False))
@click.option("-o", "--out", "out_dir", default="output", show_default=True, type=click.Path(file_okay=False),
              help="Folder to write the map, timeline, page and exports into.")
@click.option("--images", is_flag=True, help="Also write timeline.png and map.png (needs kaleido and chromium).")
def render(events_file: str, out_dir: str, images: bool) -> None:
    """Draw the map, timeline, page and exports from an events.parquet file.

    Use it after `timeline build --stream`, or to redraw the pages of an
    earlier build without reading the captions again.
    """
    from .export import read_events_parquet
    from .outputs import write_outputs

    try:
        events = read_events_parquet(events_file)
        written = write_outputs(events, out_dir, images=images)
    except _library_errors() as error:
        raise _fail(error) from error
    click.echo(f"wrote {len(written)} files to {out_dir}/ from {len(events)} events")


@cli.command()
@click.argument("gold", type=click.Path(exists=True, dir_okay=False, allow_dash=False))
@click.option("--json", "as_json", is_flag=True, help="Print only the scores as one JSON object.")
@click.option("--places", type=click.Path(exists=True, dir_okay=False),
              help="CSV of your own places, merged over the built-in gazetteer.")
def evaluate(gold: str, as_json: bool, places: str | None) -> None:
    """Score date, place, country, photographer and agency against GOLD (JSON Lines).

    Each line holds "id", "text" and "gold" (date, lat, lon, tolerance_km,
    country_code, photographer, agency). An absent gold field is not scored; a
    null one means the right answer is none. Exits 0 whatever the score.
    """
    import gazetteer

    from .evaluate import evaluate_gold

    try:
        result = evaluate_gold(gold, gazetteer=gazetteer.load(places=places))
    except _library_errors() as error:
        raise _fail(error) from error
    click.echo(json.dumps(result.as_dict(), ensure_ascii=False) if as_json else result.report())


@cli.command()
@click.argument("query")
@click.option("--places", type=click.Path(exists=True, dir_okay=False),
              help="CSV of your own places, merged over the built-in gazetteer.")
@click.option("--online", is_flag=True, help="Fall back to OpenStreetMap Nominatim if the offline gazetteer fails.")
@click.option("--json", "as_json", is_flag=True, help="Print the resolution as JSON.")
def geocode(query: str, places: str | None, online: bool, as_json: bool) -> None:
    """Resolve a place name (with optional context, e.g. "Tripoli, Libya") and say why."""
    import gazetteer

    try:
        resolution = gazetteer.load(places=places, online=online).resolve_query(query)
    except _library_errors() as error:
        raise _fail(error) from error
    if resolution is None:
        raise click.ClickException(f"no place found for {query!r}")
    click.echo(json.dumps(resolution.as_dict(), ensure_ascii=False, indent=2) if as_json
               else resolution.describe())


@cli.command()
def schema() -> None:
    """Print the events table's columns, types and meanings (Markdown)."""
    from .schema import schema_markdown

    click.echo(schema_markdown(), nl=False)


def main() -> None:
    """Entry point of the console script."""
    cli(prog_name="timeline")


if __name__ == "__main__":
    main()
