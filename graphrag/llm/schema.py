"""Checking an answer against the JSON schema it was asked for.

A server that constrains its output to the schema (llama.cpp's grammar) still cuts an answer
short at ``max_tokens``, and one that does not constrain it may answer anything: every answer is
parsed and checked here before a caller sees it. The subset of JSON Schema the prompts use:
``type``, ``properties``, ``required``, ``additionalProperties: false``, ``items``,
``minItems``/``maxItems``, ``minLength``/``maxLength`` and ``enum``.
"""

from __future__ import annotations

import json
from typing import Any

_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "number": (int, float),
    "integer": (int,),
    "boolean": (bool,),
    "null": (type(None),),
}


def problems(value: Any, schema: dict[str, Any], where: str = "$") -> list[str]:
    """What is wrong with ``value`` against ``schema``, each naming its place ("$.entities[2].name")."""
    kind = schema.get("type")
    if kind is not None:
        ok = isinstance(value, _TYPES[kind]) and not (kind in ("number", "integer") and isinstance(value, bool))
        if not ok:
            return [f"{where}: expected {kind}, got {type(value).__name__}"]
    out: list[str] = []
    if "enum" in schema and value not in schema["enum"]:
        out.append(f"{where}: {value!r} is not one of {schema['enum']}")
    if isinstance(value, str):
        if len(value.strip()) < schema.get("minLength", 0):
            out.append(f"{where}: shorter than {schema['minLength']} characters")
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            out.append(f"{where}: longer than {schema['maxLength']} characters")
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            out.append(f"{where}: fewer than {schema['minItems']} items")
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            out.append(f"{where}: more than {schema['maxItems']} items")
        if "items" in schema:
            for i, item in enumerate(value):
                out += problems(item, schema["items"], f"{where}[{i}]")
    if isinstance(value, dict):
        props = schema.get("properties", {})
        for name in schema.get("required", []):
            if name not in value:
                out.append(f"{where}: missing {name!r}")
        if schema.get("additionalProperties") is False:
            out += [f"{where}: unexpected {name!r}" for name in value if name not in props]
        for name, sub in props.items():
            if name in value:
                out += problems(value[name], sub, f"{where}.{name}")
    return out


SIZE_KEYWORDS = ("minLength", "maxLength", "minItems", "maxItems")


def for_server(schema: Any) -> Any:
    """The schema sent to constrain generation: without the size bounds, which are checked here
    instead. llama.cpp turns ``maxLength: 3000`` into a grammar rule repeated 3000 times, fails to
    parse it and (llama-cpp-python 0.3.36) the server process dies: seen here."""
    if isinstance(schema, dict):
        return {k: for_server(v) for k, v in schema.items() if k not in SIZE_KEYWORDS}
    if isinstance(schema, list):
        return [for_server(v) for v in schema]
    return schema


def parse(text: str, schema: dict[str, Any]) -> Any:
    """The answer's JSON value, if it parses and fits ``schema``; else ValueError saying why.

    Text around one JSON object (a model that explains itself, or wraps it in a code fence) is
    tolerated: the outermost ``{...}`` is tried when the whole text does not parse."""
    try:
        value = json.loads(text, strict=False)  # a raw newline inside a string is no reason to refuse
    except json.JSONDecodeError as e:
        start, end = text.find("{"), text.rfind("}")
        if start < 0 or end <= start:
            raise ValueError(f"not JSON ({e.msg} at character {e.pos})") from None
        try:
            value = json.loads(text[start : end + 1], strict=False)
        except json.JSONDecodeError:
            raise ValueError(f"not JSON ({e.msg} at character {e.pos})") from None
    found = problems(value, schema)
    if found:
        more = f" (and {len(found) - 3} more)" if len(found) > 3 else ""
        raise ValueError("does not fit the schema: " + "; ".join(found[:3]) + more)
    return value
