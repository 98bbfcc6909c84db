"""The jinja2 environment every page is rendered with.

StrictUndefined turns a misspelt field into an error instead of an empty string, and HTML
templates are autoescaped: rule, card and question text can never inject markup. Markdown
templates (.md) are not HTML-escaped: their context arrives escaped for Markdown
(``judge.render.markdown``).
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

TEMPLATES = "templates"


def templates_dir() -> str:
    """The folder holding the templates and the static assets, inside the package."""
    return str(resources.files("judge.pages") / TEMPLATES)


@cache
def environment() -> Environment:
    """The shared environment: strict, autoescaping .html, keeping the templates' whitespace."""
    return Environment(
        loader=FileSystemLoader(templates_dir()),
        undefined=StrictUndefined,
        autoescape=select_autoescape(
            enabled_extensions=("html",),
            disabled_extensions=("md",),
            default_for_string=True,
            default=True,
        ),
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
