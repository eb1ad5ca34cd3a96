// buildClientSchema with every type's fields left to be built on first use.
//
// graphql-js's buildClientSchema already gives each object, interface and input type its fields as a thunk, but
// GraphQLSchema's constructor then walks every field and argument of every type to collect the types they refer
// to, which builds them all: for github.com's schema (1,600 types) about four fifths of the build time, and memory
// for fields no document ever names. An introspection result lists every type of the schema itself, so that walk
// can find nothing new: while the schema is constructed, an unbuilt field map reads as empty (graphql-js's own
// introspection types excepted: a result need not list them), and each type builds its fields when completion,
// validation or hover first asks for them, exactly as graphql-js would have built them (the unit test compares the
// printed schemas of both builds). Directives are built at once, so one with an input-object argument that has a
// default (whose value is read through that type's fields) gets the ordinary build.
//
// What the walk also did is check that every named type exists; checkTypeReferences does that up front, so an
// incomplete introspection is still refused when it is built, not on some later keystroke.
import {
  buildClientSchema,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
  type IntrospectionTypeRef,
} from 'graphql';

type FieldMapOwner = { getFields(): unknown; _fields?: unknown };

/** The three classes whose field maps are thunks until first asked for. */
const fieldMapOwners = [
  GraphQLObjectType.prototype,
  GraphQLInterfaceType.prototype,
  GraphQLInputObjectType.prototype,
] as unknown as FieldMapOwner[];

export interface LazyBuildOptions {
  /**
   * False for an introspection known to be complete (github.com's bundled one: the build makes it with graphql-js
   * from the published schema, and a unit test builds every field of it), which spares a walk over every field.
   */
  checkReferences?: boolean;
}

export function buildClientSchemaLazily(
  introspection: IntrospectionQuery,
  options: LazyBuildOptions = {},
): GraphQLSchema {
  // Not an introspection result (buildClientSchema says what is wrong), or a directive needing the ordinary build.
  if (!Array.isArray(introspection?.__schema?.types) || hasInputObjectDefaultInDirectives(introspection)) {
    return buildClientSchema(introspection, { assumeValid: true });
  }
  if (options.checkReferences !== false) checkTypeReferences(introspection);
  const originals = fieldMapOwners.map((owner) => owner.getFields);
  fieldMapOwners.forEach((owner, index) => {
    // `_fields` is graphql-js's own slot (16.x): the thunk until getFields() first runs, then the built map.
    owner.getFields = function (this: FieldMapOwner & { name: string }) {
      return typeof this._fields === 'function' && !this.name.startsWith('__') ? {} : originals[index].call(this);
    };
  });
  try {
    return buildClientSchema(introspection, { assumeValid: true });
  } finally {
    fieldMapOwners.forEach((owner, index) => (owner.getFields = originals[index]));
  }
}

/** Throws, as buildClientSchema would, when a field, argument, interface or member names a type the result lacks. */
export function checkTypeReferences(introspection: IntrospectionQuery): void {
  const types = introspection.__schema.types;
  const defined = new Set(types.map((type) => type.name));
  const check = (ref: IntrospectionTypeRef) => {
    const name = namedTypeOf(ref);
    if (name && !defined.has(name)) {
      throw new Error(
        `Invalid or incomplete schema, unknown type: ${name}. Ensure that a full introspection query is used in ` +
          `order to build a client schema.`,
      );
    }
  };
  for (const type of types) {
    const fields = 'fields' in type ? type.fields : undefined;
    for (const field of fields ?? []) {
      check(field.type);
      for (const arg of field.args ?? []) check(arg.type);
    }
    for (const field of 'inputFields' in type ? (type.inputFields ?? []) : []) check(field.type);
    for (const ref of 'interfaces' in type ? (type.interfaces ?? []) : []) check(ref);
    for (const ref of 'possibleTypes' in type ? (type.possibleTypes ?? []) : []) check(ref);
  }
}

function hasInputObjectDefaultInDirectives(introspection: IntrospectionQuery): boolean {
  const inputObjects = new Set(
    introspection.__schema.types.filter((type) => type.kind === 'INPUT_OBJECT').map((type) => type.name),
  );
  return (introspection.__schema.directives ?? []).some((directive) =>
    (directive.args ?? []).some((arg) => arg.defaultValue != null && inputObjects.has(namedTypeOf(arg.type) ?? '')),
  );
}

/** The name of the type a reference names under its lists and non-nulls. */
function namedTypeOf(ref: IntrospectionTypeRef): string | undefined {
  return 'ofType' in ref && ref.ofType ? namedTypeOf(ref.ofType) : 'name' in ref ? (ref.name ?? undefined) : undefined;
}
