"""What `judge faq` does, behind the thin CLI: load, answer, render, write."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from judge.errors import OutputError, UsageError
from judge.faq.topics import Topic, find_topic, load_topics
from judge.pages.faq.answers import AnsweredTopic, Judge, answer_topic, engine_judge
from judge.pages.faq.check import check_topics, report_dict, report_text
from judge.pages.faq.render import answers_dict, html, markdown
from judge.render import to_json
from judge.render.markdown import escape as md

RENDER_FORMATS = ("markdown", "html", "json")
CHECK_FORMATS = ("text", "json", "markdown")


def selected(topic: str | None) -> list[Topic]:
    """One topic by name, or every topic (no name; an empty one is a mistake, not 'all')."""
    topics = load_topics()
    if topic is not None and not topic.strip():
        known = ", ".join(t.id for t in topics)
        raise UsageError(f"empty FAQ topic: give one of {known}, or leave it out for all")
    return [find_topic(topics, topic)] if topic else topics


def render(topic: str | None, rules_version: str | None, fmt: str) -> str:
    """The topic pages (or all of them) answered under the chosen version."""
    from judge.pages.site.build import version_entry
    from judge.rules.rulebook import open_rulebook

    if fmt not in RENDER_FORMATS:
        raise UsageError(f"--format {fmt} prints nothing here; use {', '.join(RENDER_FORMATS)}")
    rulebook = open_rulebook()
    version = rulebook.version_info(rulebook.resolve_version(rules_version))
    answered = answer_all(selected(topic), version.id, engine_judge())
    if fmt == "json":
        return to_json(answers_dict(answered))
    if fmt == "html":
        return html(answered, version_entry(version, rulebook.default_version))
    return markdown(answered, version_entry(version, rulebook.default_version))


def answer_all(topics: list[Topic], version: str, judge: Judge) -> list[AnsweredTopic]:
    return [answer_topic(topic, version, judge) for topic in topics]


def check(topic: str | None, old: str, new: str, fmt: str) -> str:
    """The answers whose verdict, citations or cited wording change from OLD to NEW."""
    from judge.rules.rulebook import open_rulebook

    if fmt not in CHECK_FORMATS:
        raise UsageError(f"--check prints {', '.join(CHECK_FORMATS)}, not {fmt}")
    rulebook = open_rulebook()
    old_id, new_id = rulebook.resolve_version(old), rulebook.resolve_version(new)
    report = check_topics(selected(topic), old_id, new_id, engine_judge())
    if fmt == "json":
        return to_json(report_dict(report))
    text = report_text(report)
    if fmt == "markdown":  # questions and errors come from data files: escaped, line by line
        return "\n".join(md(line) + ("  " if line else "") for line in text.split("\n"))
    return text


def write_file(out: Path, text: str) -> None:
    """Write ``text`` to ``out``: a regular file is replaced whole (a temporary file beside
    it, then a rename), a symlink's target likewise (the link stays), and a device or FIFO
    (``/dev/stdout``, a pipe) is written in place; neither a link nor a node is ever
    replaced by a regular file."""
    out = out.absolute()
    data = text.rstrip("\n") + "\n"
    try:
        mode = os.stat(out).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        raise _output_error(out, error) from None
    if mode is not None and stat.S_ISDIR(mode):
        raise OutputError(f"cannot write {out}: is a directory")
    if (mode is not None and not stat.S_ISREG(mode)) or out.parts[1:2] in (("dev",), ("proc",)):
        _write_in_place(out, data)
    else:
        _replace(Path(os.path.realpath(out)) if out.is_symlink() else out, data, mode)


def _write_in_place(out: Path, data: str) -> None:
    """Write to an existing node (a device, a FIFO, /dev/stdout) without creating one."""
    try:
        handle = os.open(out, os.O_WRONLY | os.O_NOCTTY)
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(data)
    except OSError as error:
        raise _output_error(out, error) from None


def _replace(target: Path, data: str, mode: int | None) -> None:
    """Replace the regular file ``target`` (or create it) whole, keeping its permissions."""
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    except OSError as error:
        raise _output_error(target, error) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(data)
        os.chmod(temporary, stat.S_IMODE(mode) if mode is not None else 0o644)
        os.replace(temporary, target)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise _output_error(target, error) from None


def _output_error(out: Path, error: OSError) -> OutputError:
    reason = error.strerror.lower() if error.strerror else str(error)
    return OutputError(f"cannot write {out}: {reason}")
