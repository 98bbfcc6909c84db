"""The jinja2 environment every page is rendered with.

StrictUndefined turns a misspelt field into an error instead of an empty string, and HTML
templates are autoescaped: rule, card and question text can never inject markup. Markdown
templates (.md) are not HTML-escaped: their context arrives escaped for Markdown
(``judge.render.markdown``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import cache
from importlib import resources

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

TEMPLATES = "templates"


def templates_dir() -> str:
    """The folder holding the templates and the static assets, inside the package."""
    return str(resources.files("judge.pages") / TEMPLATES)


@cache
def environment() -> Environment:
    """The shared environment: strict, autoescaping .html, keeping the templates' whitespace.
    Its global ``cites`` is the ``clause_cites`` macro of ``_cite.html``, rendered once per
    list of clauses."""
    env = Environment(
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
        auto_reload=False,  # templates are package data: compiled once, never stat'ed again
    )
    env.globals["cites"] = rendered_once(env, "_cite.html", "clause_cites")
    return env


def rendered_once(
    env: Environment, template: str, macro: str
) -> Callable[[Sequence[Hashable]], Markup]:
    """The ``macro`` of ``template``, called with a list, remembering its HTML for each list
    of values: the same citations under an answer recur on every clause page the answer
    cites (the items are frozen records, so equal lists render alike)."""
    done: dict[tuple[Hashable, ...], Markup] = {}

    def render(items: Sequence[Hashable]) -> Markup:
        key = tuple(items)
        html = done.get(key)
        if html is None:
            html = done[key] = Markup(getattr(env.get_template(template).module, macro)(items))
        return html

    return render
