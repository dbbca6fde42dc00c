"""studio.agent-db: key lookup and field filters over a JSON context file."""

from __future__ import annotations

import json

import pytest

AGENT = "studio.agent-db"

CARS_LIST = [
    {
        "id": "mustang",
        "make": "Ford",
        "year": 1967,
        "electric": False,
        "tags": ["classic", "muscle"],
        "specs": {"engine": "V8"},
    },
    {
        "id": "leaf",
        "make": "Nissan",
        "year": 2018,
        "electric": True,
        "tags": ["city"],
        "specs": {"engine": "electric motor"},
    },
    {"id": "model-s", "make": "Tesla", "year": "2018", "electric": True, "tags": []},
]
CARS_KEYED = {c["id"]: {k: v for k, v in c.items() if k != "id"} for c in CARS_LIST}


@pytest.fixture
def db(load_agent, bridge):
    bridge.files[".cars.json"] = json.dumps(CARS_LIST)
    bridge.files[".keyed.json"] = json.dumps(CARS_KEYED)
    return load_agent(AGENT)


def q(agent, file=".cars.json", tool="cars_db", **args):
    return agent.tool(tool, args, config={"contextFile": file}, agentId="char.cars-db")


def payload(out):
    """The JSON line of a result."""
    return json.loads(out.split("\n")[1])


def test_key_lookup_array(db):
    out = q(db, key="Mustang")
    assert out.split("\n")[0] == 'Record "mustang":'
    assert payload(out) == [CARS_LIST[0]]


def test_key_lookup_keyed_object(db):
    out = q(db, file=".keyed.json", key="leaf")
    assert payload(out) == {"leaf": CARS_KEYED["leaf"]}


def test_key_plus_field(db):
    out = q(db, key="mustang", field="Specs.Engine")
    assert payload(out) == {"mustang": "V8"}
    assert q(db, key="mustang", field="colour").startswith(
        'Record "mustang" has no field "colour". Its fields: id, make'
    )


def test_unknown_key_lists_keys(db):
    assert q(db, key="beetle") == 'No record with key "beetle". Known keys: mustang, leaf, model-s'


def test_filter_string_contains_case_insensitive(db):
    out = q(db, field="make", value="NIS")
    assert out.split("\n")[0] == '1 record with make matching "NIS":'
    assert payload(out) == [CARS_LIST[1]]


def test_filter_number_equality_and_numeric_strings(db):
    out = q(db, field="year", value=2018)
    assert [r["id"] for r in payload(out)] == ["leaf", "model-s"]
    assert q(db, field="year", value=201).startswith("No records with year matching 201.")


def test_filter_boolean(db):
    assert [r["id"] for r in payload(q(db, field="electric", value=False))] == ["mustang"]
    keyed = payload(q(db, file=".keyed.json", field="electric", value=True))
    assert list(keyed) == ["leaf", "model-s"]


def test_filter_list_field(db):
    assert [r["id"] for r in payload(q(db, field="tags", value="muscle"))] == ["mustang"]


def test_value_searches_every_field(db):
    assert [r["id"] for r in payload(q(db, value="motor"))] == ["leaf"]


def test_field_only_projects(db):
    out = q(db, field="make")
    assert out.split("\n")[0] == 'Field "make" of 3 records (by key):'
    assert payload(out) == {"mustang": "Ford", "leaf": "Nissan", "model-s": "Tesla"}


def test_unknown_field_hint(db):
    out = q(db, field="colour", value="red")
    assert out.startswith(
        'No records with colour matching "red". '
        'No record has a field "colour"; fields: id, make, year'
    )


def test_overview(db):
    out = q(db)
    assert out.startswith(
        'The data file ".cars.json" has 3 records.\n'
        "Keys: mustang, leaf, model-s\n"
        "Fields: id, make, year, electric, tags, specs"
    )


def test_limit_and_truncation_note(load_agent, bridge):
    bridge.files["many.json"] = json.dumps([{"id": f"r{i}", "kind": "widget"} for i in range(30)])
    agent = load_agent(AGENT)
    out = q(agent, file="many.json", field="kind", value="widget", limit=5)
    assert len(payload(out)) == 5
    assert out.endswith(
        "[truncated: showing 5 of 30 matching records; narrow the filter or fetch records by key.]"
    )
    out = q(agent, file="many.json", field="kind", value="widget")
    assert len(payload(out)) == 10  # default limit


def test_size_cap(load_agent, bridge):
    bridge.files["big.json"] = json.dumps(
        [{"id": f"r{i}", "text": "lorem " * 100} for i in range(40)]
    )
    out = q(load_agent(AGENT), file="big.json", value="lorem", limit=50)
    assert len(out) <= 4000 + 200
    shown = len(payload(out))
    assert 0 < shown < 40
    assert f"showing {shown} of 40" in out


def test_single_record_over_cap(load_agent, bridge):
    bridge.files["huge.json"] = json.dumps({"only": {"text": "x" * 9000}})
    out = q(load_agent(AGENT), file="huge.json", key="only")
    assert len(out) <= 4000 + 200
    assert "the first record alone is longer than 4000 characters" in out


def test_invalid_json(load_agent, bridge):
    bridge.files["bad.json"] = '{"a": 1,,}'
    out = q(load_agent(AGENT), file="bad.json", key="a")
    assert out.startswith('Error: the data file "bad.json" is not valid JSON (')
    assert "author needs to fix the file" in out


def test_wrong_top_level_type(load_agent, bridge):
    bridge.files["n.json"] = "42"
    assert q(load_agent(AGENT), file="n.json").startswith(
        'Error: the data file "n.json" must hold a JSON array'
    )


def test_missing_file_and_config(db):
    assert q(db, file="nope.json") == 'Error: the data file "nope.json" was not found.'
    assert 'needs a "contextFile"' in db.tool("cars_db", {"key": "x"}, config={})


def test_empty_data(load_agent, bridge):
    bridge.files["e.json"] = "[]"
    assert q(load_agent(AGENT), file="e.json") == 'The data file "e.json" has no records.'


def test_array_of_primitives_and_name_keys(load_agent, bridge):
    bridge.files["p.json"] = json.dumps(["apple", "banana", {"name": "Cherry", "color": "red"}])
    agent = load_agent(AGENT)
    assert payload(q(agent, file="p.json", key="1")) == ["banana"]
    assert payload(q(agent, file="p.json", key="cherry")) == [{"name": "Cherry", "color": "red"}]
    assert payload(q(agent, file="p.json", value="APP")) == ["apple"]


def test_read_rejection(load_agent, bridge):
    bridge.reject["context.readFile"] = "boom"
    assert q(load_agent(AGENT), key="x") == 'Error: could not read the data file ".cars.json": boom'
