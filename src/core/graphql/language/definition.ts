// Go to definition: the schema coordinate of the name under the cursor (a field, an argument, an enum value, an
// input field, a type, a directive), found with graphql-language-service's parser state at that position, the way
// its hover finds what to describe.
import { getNamedType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { getContextAtPosition, Position } from 'graphql-language-service';
import type { TextPosition } from './types.js';

type Context = NonNullable<ReturnType<typeof getContextAtPosition>>;

/** `Repository.pullRequests`, `PullRequestState.OPEN`, `@include`...; undefined where the name is not the schema's. */
export function coordinateAt(schema: GraphQLSchema, text: string, position: TextPosition): string | undefined {
  const context = getContextAtPosition(text, new Position(position.line, position.character), schema);
  if (!context) return undefined;
  const { typeInfo, token } = context;
  const { kind, step } = token.state;
  const parent = typeInfo.parentType ? getNamedType(typeInfo.parentType).name : undefined;
  if (((kind === 'Field' && step === 0) || (kind === 'AliasedField' && step === 2)) && typeInfo.fieldDef && parent)
    return `${parent}.${typeInfo.fieldDef.name}`;
  if (kind === 'Argument' && step === 0 && typeInfo.argDef) return argumentCoordinate(context);
  if (kind === 'ObjectField' && step === 0 && typeInfo.inputObjectType && typeInfo.fieldDef)
    return `${typeInfo.inputObjectType.name}.${typeInfo.fieldDef.name}`;
  if (kind === 'EnumValue' && typeInfo.enumValue && typeInfo.inputType)
    return `${getNamedType(typeInfo.inputType).name}.${typeInfo.enumValue.name}`;
  if (kind === 'Directive' && step === 1 && typeInfo.directiveDef) return `@${typeInfo.directiveDef.name}`;
  if (kind === 'NamedType') return namedType(schema, token.string);
  return undefined;
}

/** `Type.field(argument:)` for a field argument, `@directive(argument:)` for a directive argument. */
function argumentCoordinate({ typeInfo }: Context): string | undefined {
  const argument = typeInfo.argDef!.name;
  if (typeInfo.directiveDef) return `@${typeInfo.directiveDef.name}(${argument}:)`;
  if (!typeInfo.fieldDef || !typeInfo.parentType) return undefined;
  return `${getNamedType(typeInfo.parentType).name}.${typeInfo.fieldDef.name}(${argument}:)`;
}

function namedType(schema: GraphQLSchema, name: string): string | undefined {
  const type: GraphQLNamedType | undefined = schema.getType(name.trim());
  return type?.name;
}
