#!/usr/bin/env python3
"""The anchor: read a review log and replay it with py-fsrs 6.3.2 (fuzz off), the way `course
history` does — every answer in effect, in file order, through the scheduler — and print a digest
of the final states. A short, straightforward program, as a Python user would write it.

    python3 replay.py LOG [--states OUT]    # OUT: each card's final state, for run.py's check
"""
import json
import sys
from datetime import datetime

from fsrs import Card, Rating, Scheduler

RATING = {"again": Rating.Again, "hard": Rating.Hard, "good": Rating.Good, "easy": Rating.Easy}


def main():
    entries = []
    with open(sys.argv[1]) as f:
        for line in f:
            if line.strip():
                entries.append(json.loads(line))
    # Undo: cancel the card's latest answer still in effect.
    cancelled = set()
    open_answers = {}
    for index, entry in enumerate(entries):
        if entry.get("type") == "undo":
            cancelled.add(open_answers[entry["card"]].pop())
        elif entry.get("type", "review") == "review":
            open_answers.setdefault(entry["card"], []).append(index)
    scheduler = Scheduler(enable_fuzzing=False)
    cards = {}
    history = []
    for index, entry in enumerate(entries):
        if index in cancelled or entry.get("type", "review") != "review":
            continue
        at = datetime.fromisoformat(entry["at"].replace("Z", "+00:00"))
        card = cards.get(entry["card"]) or Card(card_id=len(cards) + 1, due=at)
        card, _ = scheduler.review_card(card, RATING[entry["rating"]], at)
        cards[entry["card"]] = card
        history.append((entry["card"], card.state, card.stability, card.difficulty, card.due))
    if len(sys.argv) > 3 and sys.argv[2] == "--states":
        with open(sys.argv[3], "w") as f:
            json.dump({name: [card.state.name.lower(), card.step, card.stability, card.difficulty,
                              card.due.strftime("%Y-%m-%dT%H:%M:%SZ")] for name, card in cards.items()}, f)
    stability = sum(card.stability for card in cards.values())
    print(f"{len(history)} answers, {len(cards)} cards, total stability {stability!r}, "
          f"last due {max(card.due for card in cards.values()).isoformat()}")


if __name__ == "__main__":
    main()
