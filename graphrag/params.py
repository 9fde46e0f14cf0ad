"""A stage's parameters, declared once, in the stage's own module.

A parameter group is a frozen dataclass deriving from :class:`Params`; each field is made with
:func:`param`, which keeps its description and its bounds beside its default::

    @register_params  # graphrag.config: the group's fields become settings
    @dataclass(frozen=True)
    class BridgeParams(Params):
        SECTION, PREFIX, TITLE = "retrieval", "bridge_", "bridges"
        seeds: int = param(5, "best text matches a path may start from", ge=1)

From that declaration come the flat setting (``bridge_seeds``, ``GRAPHRAG_BRIDGE_SEEDS``,
``[retrieval] bridge_seeds`` in a file), its type and default, its check (a bad value names the
setting: ``setting retrieval.bridge_seeds = 0 (env GRAPHRAG_BRIDGE_SEEDS): must be at least 1``),
its row in docs/settings.md, and the instance a stage reads: ``BridgeParams.of(settings.retrieval)``.
The group validates itself when made, so a stage given parameters in code gets the same bounds.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from typing import Any, ClassVar, TypeVar

P = TypeVar("P", bound="Params")
BOUNDS = ("ge", "gt", "le", "lt")


def param(
    default: Any,
    doc: str,
    *,
    ge: float | None = None,
    gt: float | None = None,
    le: float | None = None,
    lt: float | None = None,
) -> Any:
    """A field of a parameter group: its default, what it does (one line for the settings'
    reference) and its bounds (``ge``/``gt``: at least / more than; ``le``/``lt``: at most / less than)."""
    bounds = {k: v for k, v in (("ge", ge), ("gt", gt), ("le", le), ("lt", lt)) if v is not None}
    return dataclasses.field(default=default, metadata={"doc": doc, **bounds})


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def bound_text(f: dataclasses.Field[Any]) -> str:
    """The field's bounds in words ("at least 1", "between 0 and 1"); empty: none."""
    m = f.metadata
    if "ge" in m and "le" in m:
        return f"between {_num(m['ge'])} and {_num(m['le'])}"
    low = (
        "not negative"
        if m.get("ge") == 0 and "lt" not in m
        else (f"at least {_num(m['ge'])}" if "ge" in m else f"more than {_num(m['gt'])}" if "gt" in m else "")
    )
    high = f"at most {_num(m['le'])}" if "le" in m else f"less than {_num(m['lt'])}" if "lt" in m else ""
    return " and ".join(p for p in (low, high) if p)


def problem(f: dataclasses.Field[Any], value: Any) -> str | None:
    """Why ``value`` breaks the field's bounds (the settings' words for it), or None."""
    m = f.metadata
    ok = (
        ("ge" not in m or value >= m["ge"])
        and ("gt" not in m or value > m["gt"])
        and ("le" not in m or value <= m["le"])
        and ("lt" not in m or value < m["lt"])
    )
    if ok:
        return None
    text = bound_text(f)
    if text.startswith("between"):
        return "must lie " + text
    return "must not be negative" if text == "not negative" else "must be " + text


@dataclass(frozen=True)
class Params:
    """The base of a parameter group: where its settings live (``SECTION``, a section of
    graphrag.config's Settings), the prefix of their flat names (``PREFIX``) and what the
    settings' reference calls the group (``TITLE``)."""

    SECTION: ClassVar[str] = "retrieval"
    PREFIX: ClassVar[str] = ""
    TITLE: ClassVar[str] = ""

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Raise ValueError naming the first parameter out of its bounds."""
        for f in fields(self):
            why = problem(f, getattr(self, f.name))
            if why:
                raise ValueError(f"{self.PREFIX}{f.name} = {getattr(self, f.name)!r}: {why}")

    @classmethod
    def flat_fields(cls) -> dict[str, dataclasses.Field[Any]]:
        """flat setting name -> the field it sets."""
        return {cls.PREFIX + f.name: f for f in fields(cls)}

    @classmethod
    def of(cls: type[P], section: object) -> P:
        """The group as a settings section gives it (by flat names, e.g. ``settings.retrieval``)."""
        return cls(**{f.name: getattr(section, cls.PREFIX + f.name) for f in fields(cls)})
