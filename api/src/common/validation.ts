import { BadRequestException, Body, Query, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { API_ERRORS } from 'shared-lib/error-messages';
import { checkRequest } from 'shared-lib/requests';

/**
 * A JSON null counts as a field left out: optional fields are optional, never "set to nothing". One exception: in a
 * week of opening hours null is how a weekday says "closed" (the settings schema's `weekly`: all seven are given).
 */
function dropNulls(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => dropNulls(item));
  if (value !== null && typeof value === 'object') {
    const keepNulls = key === 'weekly';
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== null || keepNulls)
        .map(([name, item]) => [name, dropNulls(item, name)]),
    );
  }
  return value;
}

/**
 * Checks a request's body or query against its schema in shared-lib (contracts/requests): the schema's output goes to
 * the handler (trimmed, numbers read); anything else is a 400 `VALIDATION_FAILED` with each field's codes and limits
 * (`fields`, taken from the schema's issues) and valibot's messages (`errors`). Unknown fields are refused.
 */
export class RequestSchemaPipe<S extends v.GenericSchema> implements PipeTransform<unknown, v.InferOutput<S>> {
  constructor(
    readonly schema: S,
    readonly source: 'body' | 'query',
  ) {}

  transform(value: unknown): v.InferOutput<S> {
    const checked = checkRequest(this.schema, this.source === 'body' ? dropNulls(value ?? {}) : (value ?? {}));
    if (checked.ok) return checked.value;
    throw new BadRequestException({ code: 'VALIDATION_FAILED', message: API_ERRORS.VALIDATION_FAILED, errors: checked.errors, fields: checked.fields });
  }
}

/** A schema as OpenAPI reads it (JSON Schema; checks and transformations have no JSON Schema and are left out). */
function openApiSchema(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _draft, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
  return json;
}

type MethodDecorator = (target: object, key: string | symbol, descriptor: PropertyDescriptor) => void;
const onMethod = (target: object, key: string | symbol | undefined, ...decorators: MethodDecorator[]) => {
  const descriptor = Object.getOwnPropertyDescriptor(target, key!)!;
  for (const decorate of decorators) decorate(target, key!, descriptor);
};

/** The request's body, checked by its schema (and documented in the OpenAPI document by it). */
export function ValidBody(schema: v.GenericSchema): ParameterDecorator {
  return (target, key, index) => {
    Body(new RequestSchemaPipe(schema, 'body'))(target, key, index);
    onMethod(target, key, ApiBody({ schema: openApiSchema(schema) }) as MethodDecorator);
  };
}

/** The request's query, checked by its schema (an object schema: each of its entries is a documented parameter). */
export function ValidQuery(schema: v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>): ParameterDecorator {
  return (target, key, index) => {
    Query(new RequestSchemaPipe(schema, 'query'))(target, key, index);
    const json = openApiSchema(schema) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
    onMethod(
      target,
      key,
      ...Object.entries(json.properties ?? {}).map(
        ([name, property]) => ApiQuery({ name, required: json.required?.includes(name) ?? false, schema: property }) as MethodDecorator,
      ),
    );
  };
}
