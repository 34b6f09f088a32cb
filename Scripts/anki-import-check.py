#!/usr/bin/env python3
"""Imports a `course export anki` file into a scratch Anki collection with Anki's own importer
(`pip install anki`), then imports an edited copy, and prints what happened as JSON:

    Scripts/anki-import-check.py EXPORT.txt EDITED.txt GUID

The edited copy is the same export with the text of note GUID changed. Before importing it, that
note's card is given a review history; Anki must update the note in place (found by its GUID) and
keep the history. Notes of the Cloze type are reported with their cards' question and answer as
Anki renders them (`cloze`: one entry per card, so one per gap). Nothing from Anki is kept or
committed."""
import json
import os
import sys
import tempfile

from anki.collection import Collection
from anki.import_export_pb2 import ImportCsvRequest


def import_file(col, path):
    meta = col.get_csv_metadata(path=path, delimiter=None)
    log = col.import_csv(ImportCsvRequest(path=path, metadata=meta)).log
    return meta, {"new": len(log.new), "updated": len(log.updated), "duplicate": len(log.duplicate),
                  "conflicting": len(log.conflicting), "first_field_match": len(log.first_field_match)}


def main(export, edited, guid):
    col = Collection(os.path.join(tempfile.mkdtemp(), "collection.anki2"))
    meta, first = import_file(col, export)
    note_ids = col.find_notes("")
    notes = [col.get_note(nid) for nid in note_ids]
    # Give the note to be edited a review history, as a learner would have after some days.
    card = next(n for n in notes if n.guid == guid).cards()[0]
    card.type, card.queue, card.ivl, card.due = 2, 2, 10, 100
    col.update_card(card)
    _, second = import_file(col, edited)
    cloze = []
    for nid in col.find_notes("note:Cloze"):
        note = col.get_note(nid)
        for c in sorted(note.cards(), key=lambda c: c.ord):
            cloze.append({"guid": note.guid, "ord": c.ord + 1, "text": note.fields[0],
                          "question": c.question(), "answer": c.answer()})
    print(json.dumps({
        "columns": list(meta.column_labels), "html": meta.is_html,
        "guidColumn": meta.guid_column, "deckColumn": meta.deck_column, "tagsColumn": meta.tags_column,
        "first": first, "edited": second, "notes": col.note_count(),
        "decks": sorted(d.name for d in col.decks.all_names_and_ids()),
        "guids": sorted(n.guid for n in notes),
        "tags": sorted({t for n in notes for t in n.tags}),
        "intervalKept": col.get_card(card.id).ivl,
        "editedFront": col.get_note(card.nid).fields[0],
        "backs": [n.fields[1] for n in notes],
        "noteTypes": sorted({n.note_type()["name"] for n in notes}),
        "cloze": cloze,
    }))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])
