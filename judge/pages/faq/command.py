"""What `judge faq` does, behind the thin CLI: load, answer, render, write."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from judge.errors import OutputError, UsageError
from judge.pages.faq.answers import AnsweredTopic, Judge, answer_topic, engine_judge
from judge.pages.faq.check import check_topics, report_dict, report_text
from judge.pages.faq.render import answers_dict, html, markdown
from judge.pages.faq.topics import Topic, find_topic, load_topics
from judge.render import to_json

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
    return to_json(report_dict(report)) if fmt == "json" else report_text(report)


def write_file(out: Path, text: str) -> None:
    """Write ``text`` to ``out`` whole: a temporary file beside it, then a rename."""
    out = out.absolute()
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{out.name}.", dir=out.parent)
    except OSError as error:
        raise _output_error(out, error) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text.rstrip("\n") + "\n")
        os.chmod(temporary, 0o644)
        os.replace(temporary, out)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise _output_error(out, error) from None


def _output_error(out: Path, error: OSError) -> OutputError:
    reason = error.strerror.lower() if error.strerror else str(error)
    return OutputError(f"cannot write {out}: {reason}")
