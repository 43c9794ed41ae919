"""Plain slotted classes that pydantic validates only at a boundary (issue 13, target 5).

A class of ``Plain`` (declared with ``plain``) costs nothing of pydantic to define, build or
unpickle. Where its values come from outside (the card files: ``catalog_load``), pydantic
validates it from its annotations, which are strings only pydantic reads: the types, each
field's ``Check`` and the class's ``check``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import GetCoreSchemaHandler


class Check:
    """A field's check (``Annotated[type, Check(fn)]``), run by pydantic after the field's type:
    ``fn(value)``, or with ``data`` ``fn(value, fields validated before it)``, returns the
    value or raises ValueError. A plain construction never runs it."""

    __slots__ = ("fn", "data")

    def __init__(self, fn: Callable[..., Any], data: bool = False):
        self.fn, self.data = fn, data

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> Any:
        from pydantic_core import core_schema

        inner = handler(source)
        if self.data:
            return core_schema.with_info_after_validator_function(
                lambda v, info: self.fn(v, info.data), inner)
        return core_schema.no_info_after_validator_function(self.fn, inner)


def at_least(low: int, high: int | None = None) -> Check:
    """A number of ``low`` or more (and at most ``high``); None passes (an optional field)."""

    def check(v: int | None) -> int | None:
        if v is not None and (v < low or (high is not None and v > high)):
            raise ValueError(f"Input should be at least {low}"
                             + (f" and at most {high}" if high is not None else ""))
        return v

    return Check(check)


# Not frozen, and one ``__init__``, ``__eq__`` and ``__repr__`` for all (``Plain``): the
# generated ones cost the catalog's classes 6 ms of a start to define, frozen ones 1 ms more to
# unpickle, and pydantic and unpickling call no ``__init__``. Nothing changes them once built.
plain = dataclasses.dataclass(slots=True, kw_only=True, init=False, repr=False, eq=False)


class Plain:
    """Validated by pydantic at a boundary: unknown fields refused, and ``check`` run once the
    fields are (never on a plain construction: unpickling, a test's ``replace``)."""

    __slots__ = ()
    __pydantic_config__ = {"extra": "forbid"}

    def __init__(self, **values: Any) -> None:
        for f in dataclasses.fields(self):
            if f.name in values:
                value = values.pop(f.name)
            elif f.default is not dataclasses.MISSING:
                value = f.default
            elif f.default_factory is not dataclasses.MISSING:
                value = f.default_factory()
            else:
                raise TypeError(f"{type(self).__name__}: missing field {f.name!r}")
            setattr(self, f.name, value)
        if values:
            raise TypeError(f"{type(self).__name__}: no field {', '.join(map(repr, values))}")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, n) == getattr(other, n) for n in self.__slots__)

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"{type(self).__name__}({fields})"

    def check(self) -> None:
        """Raise ValueError if the fields, each valid, do not fit together."""

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> Any:
        from pydantic_core import core_schema

        def checked(value: Plain) -> Plain:
            value.check()
            return value

        return core_schema.no_info_after_validator_function(checked, handler(source))
