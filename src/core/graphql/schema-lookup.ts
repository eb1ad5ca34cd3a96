// What an agent asks of a GraphQL schema (https://spec.graphql.org/October2021/#sec-Schema-Introspection): a type or a
// field by its schema coordinate (`Repository`, `Repository.pullRequest`, `Query.search`) with its description,
// arguments and type, and a document validated against the schema by graphql-js's own rules, each error with its
// line and column. Plain data, no I/O.
import {
  GraphQLError,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';

const maxListed = 80;

function argumentOf(arg: GraphQLArgument | GraphQLInputField) {
  return {
    name: arg.name,
    type: String(arg.type),
    ...(arg.description ? { description: arg.description } : {}),
    ...(arg.defaultValue !== undefined ? { default: arg.defaultValue } : {}),
    ...(arg.deprecationReason ? { deprecated: arg.deprecationReason } : {}),
  };
}

function fieldOf(field: GraphQLField<unknown, unknown>) {
  return {
    name: field.name,
    type: String(field.type),
    ...(field.description ? { description: field.description } : {}),
    ...(field.args.length > 0 ? { arguments: field.args.map(argumentOf) } : {}),
    ...(field.deprecationReason ? { deprecated: field.deprecationReason } : {}),
  };
}

/** A type (`Repository`) or a field (`Repository.pullRequest`) of `schema`; undefined when the schema has none. */
export function lookupSchemaCoordinate(schema: GraphQLSchema, coordinate: string): object | undefined {
  const [typeName = '', fieldName] = coordinate.trim().split('.');
  const type = schema.getType(typeName);
  if (!type) return undefined;
  if (fieldName !== undefined) {
    if (isObjectType(type) || isInterfaceType(type)) {
      const field = type.getFields()[fieldName];
      return field && { coordinate: `${type.name}.${field.name}`, ...fieldOf(field) };
    }
    if (isInputObjectType(type)) {
      const field = type.getFields()[fieldName];
      return field && { coordinate: `${type.name}.${field.name}`, ...argumentOf(field) };
    }
    return undefined;
  }
  const common = {
    coordinate: type.name,
    kind: kindOf(type),
    ...(type.description ? { description: type.description } : {}),
  };
  if (isObjectType(type) || isInterfaceType(type)) {
    const fields = Object.values(type.getFields());
    return {
      ...common,
      ...(type.getInterfaces().length > 0 ? { implements: type.getInterfaces().map((each) => each.name) } : {}),
      fieldCount: fields.length,
      fields: fields.slice(0, maxListed).map((field) => ({
        name: field.name,
        type: String(field.type),
        ...(field.args.length > 0 ? { arguments: field.args.map((arg) => `${arg.name}: ${String(arg.type)}`) } : {}),
        ...(field.deprecationReason ? { deprecated: true } : {}),
      })),
    };
  }
  if (isInputObjectType(type)) return { ...common, fields: Object.values(type.getFields()).map(argumentOf) };
  if (isEnumType(type)) return { ...common, values: type.getValues().map((value) => value.name) };
  if (isUnionType(type)) return { ...common, possibleTypes: type.getTypes().map((each) => each.name) };
  return common;
}

function kindOf(type: object): string {
  if (isObjectType(type)) return 'OBJECT';
  if (isInterfaceType(type)) return 'INTERFACE';
  if (isInputObjectType(type)) return 'INPUT_OBJECT';
  if (isEnumType(type)) return 'ENUM';
  if (isUnionType(type)) return 'UNION';
  return 'SCALAR';
}

export interface DocumentError {
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

/** The document's errors against `schema` (its syntax first): none when GitHub would accept it as written. */
export function validateGraphQLDocument(schema: GraphQLSchema, text: string): DocumentError[] {
  let errors: readonly GraphQLError[];
  try {
    errors = validate(schema, parse(text));
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    errors = [error];
  }
  return errors.slice(0, 50).map((error) => ({
    message: error.message,
    ...(error.locations?.[0] ? { line: error.locations[0].line, column: error.locations[0].column } : {}),
  }));
}
