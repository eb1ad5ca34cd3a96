// The GraphQL editor's variables: which come from where, which are asked for, and how typed text becomes a value
// (enum values as JSON strings, numbers, booleans, JSON for lists and input objects).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  categoryOf,
  declaredOnly,
  missingRequired,
  namedTypeOf,
  parseVariableInput,
  promptDefault,
  siblingVariablesPath,
  valueNamed,
} from '../../../src/ui/graphql/variables';

const enums = new Set(['ReactionContent', 'PullRequestState']);
const isEnum = (name: string) => enums.has(name);

describe('GraphQL variables: sources', () => {
  it("a document's sibling file is <name>.variables.json", () => {
    assert.equal(siblingVariablesPath('/work/queries/issue.graphql'), '/work/queries/issue.variables.json');
    assert.equal(siblingVariablesPath('/work/q.v1/issue.gql'), '/work/q.v1/issue.variables.json');
    assert.equal(siblingVariablesPath('/work/queries/README'), '/work/queries/README.variables.json');
  });

  it('sends only the variables the operation declares', () => {
    const declared = [{ name: 'id', type: 'ID!' }];
    assert.deepEqual(declaredOnly({ owner: 'devdesk-org', number: 12, id: 'SXNz' }, declared), { id: 'SXNz' });
  });

  it('asks only for required variables that have no value and no default', () => {
    const declared = [
      { name: 'id', type: 'ID!' },
      { name: 'first', type: 'Int!', defaultValue: '10' },
      { name: 'after', type: 'String' },
      { name: 'owner', type: 'String!' },
    ];
    assert.deepEqual(
      missingRequired({ owner: 'mona' }, declared).map((variable) => variable.name),
      ['id'],
    );
  });
});

describe('GraphQL variables: prompts', () => {
  it("reads a type's category from how it is written", () => {
    assert.equal(namedTypeOf('[ReactionContent!]!'), 'ReactionContent');
    assert.equal(categoryOf('Int!', isEnum), 'number');
    assert.equal(categoryOf('Float', isEnum), 'number');
    assert.equal(categoryOf('Boolean!', isEnum), 'boolean');
    assert.equal(categoryOf('ID!', isEnum), 'string');
    assert.equal(categoryOf('URI', isEnum), 'string');
    assert.equal(categoryOf('ReactionContent!', isEnum), 'enum');
    assert.equal(categoryOf('[PullRequestState!]', isEnum), 'json');
    assert.equal(categoryOf('AddReactionInput!', isEnum), 'json');
  });

  it('an enum value typed bare or as a JSON string is sent as a JSON string; others are refused', () => {
    const values = ['HOORAY', 'HEART'];
    assert.deepEqual(parseVariableInput('HOORAY', 'enum', values), { value: 'HOORAY' });
    assert.deepEqual(parseVariableInput('"HEART"', 'enum', values), { value: 'HEART' });
    const refused = parseVariableInput('hooray', 'enum', values);
    assert.ok('error' in refused);
    assert.deepEqual(refused.error.args, ['"HOORAY", "HEART"']);
  });

  it('numbers and booleans must be JSON of their kind', () => {
    assert.deepEqual(parseVariableInput(' 12 ', 'number'), { value: 12 });
    assert.ok('error' in parseVariableInput('twelve', 'number'));
    assert.deepEqual(parseVariableInput('false', 'boolean'), { value: false });
    assert.ok('error' in parseVariableInput('no', 'boolean'));
  });

  it('lists and input objects are JSON; strings may be bare or quoted', () => {
    assert.deepEqual(parseVariableInput('["OPEN","MERGED"]', 'json'), { value: ['OPEN', 'MERGED'] });
    assert.ok('error' in parseVariableInput('[OPEN', 'json'));
    assert.deepEqual(parseVariableInput('devdesk-org', 'string'), { value: 'devdesk-org' });
    assert.deepEqual(parseVariableInput('"devdesk-org"', 'string'), { value: 'devdesk-org' });
    assert.deepEqual(
      parseVariableInput('12', 'string'),
      { value: '12' },
      'an ID that looks like a number stays the text typed',
    );
  });

  it("offers a value of the same name from the document's last answer (the issue id for the mutation)", () => {
    const data = {
      repository: { issue: { id: 'SXNzdWU6MTI=', title: 'Slow preview', reactionGroups: [{ content: 'HOORAY' }] } },
    };
    assert.equal(valueNamed(data, 'id'), 'SXNzdWU6MTI=');
    assert.equal(valueNamed(data, 'content'), 'HOORAY');
    assert.equal(valueNamed(data, 'number'), undefined);
    assert.equal(valueNamed(null, 'id'), undefined);
    assert.equal(promptDefault('SXNzdWU6MTI='), 'SXNzdWU6MTI=');
    assert.equal(promptDefault(12), '12');
    assert.equal(promptDefault(undefined), undefined);
  });
});
