"""``graphrag chat``: questions and follow-ups at a prompt, the conversation kept between turns.

Line editing and in-session history come from the standard library's ``readline`` (GNU readline
or libedit where Python has it): prompt_toolkit is not a dependency of this project, and readline
gives arrow keys, Ctrl-R search and recall of earlier questions at no cost. Where Python has no
readline (Windows), input still works, without editing.

Each answer enters the conversation as an assistant turn holding the best hit's title and text,
so that the entities of the answer ("Who leads the crew?" -> "... led by Ilse Brandt") can be
what a later "she" refers to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..errors import GraphragError
from .ask import Answer, AskOptions, Session
from .conversation import Turn

COMMANDS = """commands: /reset (forget the conversation), /k N (hits per answer), /why (how the last
answer was found: standalone query, pronouns, carried entities, reasons, timings), /quit"""


def line_editing() -> str:
    """Turn on readline if this Python has it; says which."""
    try:
        import readline  # noqa: F401 - importing it gives input() line editing and history
    except ImportError:
        return "no line editing (this Python has no readline)"
    return "readline"


class Chat:
    """The conversation state and the commands; ``say`` prints, ``ask`` reads a line."""

    def __init__(self, session: Session, options: AskOptions, say: Callable[[str], None]):
        self.session = session
        self.options = options
        self.say = say
        self.turns: list[Turn] = []
        self.last: Answer | None = None

    def handle(self, line: str) -> bool:
        """One line from the user; False when the chat should end."""
        line = line.strip()
        if not line:
            return True
        if line.startswith("/"):
            return self.command(line)
        try:
            answer = self.session.ask(line, replace(self.options, history=tuple(self.turns)))
        except GraphragError as e:
            self.say(f"error: {e}")
            return True
        self.last = answer
        self.show(answer)
        self.turns.append(Turn("user", line))
        top = answer.result.hits[0] if answer.result.hits else None
        self.turns.append(Turn("assistant", f"{top.title}\n{top.text}" if top else ""))
        return True

    def command(self, line: str) -> bool:
        name, _, arg = line.partition(" ")
        if name in ("/quit", "/exit"):
            return False
        if name == "/reset":
            self.turns, self.last = [], None
            self.say("(conversation forgotten)")
        elif name == "/k":
            if not arg.strip().isdigit() or not 1 <= int(arg) <= 1000:
                self.say("usage: /k N, with N from 1 to 1000")
            else:
                self.options = replace(self.options, k=int(arg))
                self.say(f"(k = {int(arg)})")
        elif name == "/why":
            self.why()
        else:
            self.say(COMMANDS)
        return True

    def show(self, answer: Answer) -> None:
        data = answer.to_json()
        if data["standalone"] != data["question"]:
            self.say(f"searched: {data['standalone']}")
        if not data["confident"]:
            self.say(data["message"])
            return
        for h in data["hits"]:
            snippet = " ".join(h["text"].split())
            self.say(f"{h['rank']}. {h['title']}: {snippet[:160]}{'…' if len(snippet) > 160 else ''}")
        if not data["hits"]:
            self.say("no matching chunks")

    def why(self) -> None:
        if self.last is None:
            self.say("(nothing asked yet)")
            return
        data: dict[str, Any] = self.last.to_json()
        c = data["conversation"]
        self.say(f"question:   {c['question']}\nstandalone: {c['text']}  ({c['kind']})")
        for pronoun, name in c["resolved"].items():
            self.say(f"  {pronoun} → {name}")
        if c["carried"]:
            self.say("carried:    " + ", ".join(c["carried"]))
        self.say(f"blended:    {c['blended_turns']} earlier turn(s); confidence {data['confidence']:.3f}")
        for name, terms in data["expansions"].items():
            self.say(f"expanded ({name}): " + ", ".join(f"{t} {w:.2f}" for t, w in terms))
        for stage, reason in data["skipped"].items():
            self.say(f"skipped {stage}: {reason}")
        for name, texts in data["generated"].items():
            self.say(f"generated ({name}): " + " | ".join(texts))
        if c.get("note"):
            self.say(f"note:       {c['note']}")
        for h in data["hits"]:
            self.say(f"{h['rank']}. {h['title']}  why: {h['reason']}")
        self.say("timings (ms): " + ", ".join(f"{k} {v:.1f}" for k, v in data["timings"].items()))


def run(session: Session, options: AskOptions, read: Callable[[str], str], say: Callable[[str], None]) -> None:
    chat = Chat(session, options, say)
    while True:
        try:
            line = read("? ")
        except (EOFError, KeyboardInterrupt):
            say("")
            return
        if not chat.handle(line):
            return
