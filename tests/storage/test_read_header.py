"""``read_header``: a conversation's header without loading its entries."""

from __future__ import annotations

import pytest

from studio.errors import StorageError
from studio.storage import ConversationStore
from studio.storage.conversation import read_header


def test_the_header_with_its_own_fields_from_the_first_line(store: ConversationStore) -> None:
    conv = store.create(extra={"greeting": 2, "persona": {"name": "Ann"}})
    conv.append_many([{"role": "user", "content": f"m{i}"} for i in range(3)])
    header = read_header(store.folder, conv.id)
    assert header["id"] == conv.id and header["greeting"] == 2
    assert header["persona"] == {"name": "Ann"}
    conv.close()


def test_a_missing_or_damaged_conversation_is_a_storage_error(
    store: ConversationStore,
) -> None:
    with pytest.raises(StorageError, match="cannot read"):
        read_header(store.folder, "07")
    store.folder.mkdir(parents=True, exist_ok=True)
    (store.folder / "conversation_08.jsonl").write_text("{not json\n", encoding="utf-8")
    with pytest.raises(StorageError, match="not valid JSON"):
        read_header(store.folder, "08")
