"""Metadata filters: ``(field, op, value)`` conditions on a chunk's (its document's) metadata.

Every dense index applies the same rules, so the embedded index and Weaviate agree:

- all conditions must hold (AND);
- ``op`` is one of ``== != > >= < <=``;
- a value is a bool, a number (int or float) or a string; dates are strings and compare as text,
  so ISO dates (``2024-03-01``) order correctly;
- a condition holds only where the field is present (not missing, not null) and holds a value of
  the same kind as the filter's: ``year >= 2020`` never matches ``year: "2020"``, and
  ``team != ops`` never matches a chunk without a team;
- bools only take ``==`` and ``!=``;
- list and object values are not filterable (no condition matches them).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from ..errors import QueryError

Filter = tuple[str, str, Any]
Filters = Sequence[Filter]

OPS: dict[str, Callable[[Any, Any], Any]] = {
    "==": operator.eq,
    "!=": operator.ne,
    ">": operator.gt,
    ">=": operator.ge,
    "<": operator.lt,
    "<=": operator.le,
}
RANGE_OPS = frozenset({">", ">=", "<", "<="})

# Field, operator, value; the field is everything before the first operator character.
_FILTER = re.compile(r"^\s*([^=!<>]+?)\s*(==|!=|>=|<=|=|>|<)\s*(.*?)\s*$", re.DOTALL)
_INT = re.compile(r"^[+-]?\d+$")
_FLOAT = re.compile(r"^[+-]?(?:\d+\.\d*|\.\d+|\d+(?:\.\d*)?[eE][+-]?\d+|\.\d+[eE][+-]?\d+)$")


def kind(value: Any) -> str | None:
    """ "bool", "number" or "text" for a filterable value; None for anything else."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number" if value == value else None  # NaN never compares
    if isinstance(value, str):
        return "text"
    return None


def parse_value(raw: str) -> Any:
    """A CLI value: quoted -> that string; true/false -> bool; numbers -> int/float; else the text."""
    raw = raw.strip()
    if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "\"'":
        return raw[1:-1]
    if raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    if _INT.match(raw):
        return int(raw)
    if _FLOAT.match(raw):
        return float(raw)
    return raw


def parse_filter(text: str) -> Filter:
    """``"year>=2020"`` -> ``("year", ">=", 2020)``; ``team=ops`` is read as ``team==ops``."""
    m = _FILTER.match(text)
    if not m or not m.group(1).strip():
        raise QueryError(
            f"cannot read the filter {text!r}: write FIELD OP VALUE with OP one of == != > >= < <= "
            '(for example year>=2020 or team=="ops")'
        )
    field, op, raw = m.group(1).strip(), m.group(2), m.group(3)
    if raw == "":
        raise QueryError(f'the filter {text!r} has no value (use "" for an empty string)')
    if raw[0] in "=<>!":
        raise QueryError(
            f"cannot read the filter {text!r}: the value starts with {raw[0]!r} (quote a value that really does)"
        )
    return validate([(field, "==" if op == "=" else op, parse_value(raw))])[0]


def parse_filters(texts: Iterable[str]) -> list[Filter]:
    return [parse_filter(t) for t in texts]


def validate(filters: Filters | None) -> list[Filter]:
    """The filters as a list of tuples; raises QueryError for a bad operator, field or value."""
    out: list[Filter] = []
    for f in filters or ():
        try:
            field, op, value = f
        except (TypeError, ValueError):
            raise QueryError(f"a filter is a (field, op, value) triple, not {f!r}") from None
        if not isinstance(field, str) or not field:
            raise QueryError(f"filter field must be a non-empty string, not {field!r}")
        if op not in OPS:
            raise QueryError(f"filter operator must be one of {' '.join(OPS)}, not {op!r}")
        k = kind(value)
        if k is None:
            raise QueryError(f"filter value for {field!r} must be a string, number or bool, not {value!r}")
        if k == "bool" and op in RANGE_OPS:
            raise QueryError(f"filter {field}{op}{value}: a bool takes only == or !=")
        out.append((field, op, value))
    return out


def holds(metadata: Mapping[str, Any], f: Filter) -> bool:
    field, op, value = f
    present = metadata.get(field)
    k = kind(present)
    if k is None or k != kind(value):
        return False
    return bool(OPS[op](present, value))


def matches(metadata: Mapping[str, Any] | None, filters: Filters | None) -> bool:
    """Whether ``metadata`` passes every filter (no filters: always)."""
    if not filters:
        return True
    metadata = metadata or {}
    return all(holds(metadata, f) for f in filters)


def describe(filters: Filters | None) -> str:
    """Filters as the user would type them, for messages."""
    return " and ".join(f"{field}{op}{value!r}" for field, op, value in filters or ())
