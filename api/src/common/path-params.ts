import { NotFoundException, Param, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import * as v from 'valibot';
import { STATION_ID_PATTERN } from 'shared-lib/domain';
import { orderCodeField, remoteNameField, reservationCodeField } from 'shared-lib/requests';
import type { ApiErrorBody } from './api-error';

/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_RECORD_ID = 2147483647;

/**
 * What a path may name, as schemas of the same machinery as every body and query (valibot). A value outside its schema
 * names nothing: it never reaches a service or the database (a NUL byte in a code was a 500 there: security round four).
 */
export const PATH_PARAMS = {
  /** A record's numeric id: 1 to MAX_RECORD_ID in digits ("out of range for type integer" was a 500). */
  recordId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(MAX_RECORD_ID)),
  /** A uuid (users, gallery images, kitchen displays). */
  uuid: v.pipe(v.string(), v.uuid()),
  /** An order's public code, in any case. */
  orderCode: orderCodeField,
  /** A reservation's code, in any case. */
  reservationCode: reservationCodeField,
  /** A kitchen station's id (settings). */
  station: v.pipe(v.string(), v.regex(STATION_ID_PATTERN)),
  /** A remote's federation name (mf_menu, mf_cart, mf_booking, mf_admin). */
  remote: remoteNameField,
  /** A file name of an uploaded picture's variant: letters, digits, dashes, one dot (the service checks its own form). */
  fileName: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{2,5}$/i)),
} as const;

/** Checks one path parameter against its schema; anything else is 404 with the route's own "not found" answer. */
export class PathParamPipe<S extends v.GenericSchema<string, unknown>> implements PipeTransform<string, v.InferOutput<S>> {
  constructor(
    readonly schema: S,
    readonly notFound: ApiErrorBody,
  ) {}

  transform(value: string): v.InferOutput<S> {
    const checked = v.safeParse(this.schema, value);
    if (!checked.success) throw new NotFoundException(this.notFound);
    return checked.output;
  }
}

/**
 * A path parameter, checked by its schema (`PATH_PARAMS`) and documented by it: the one way a handler reads its path.
 * `@ValidParam('code', 'orderCode', apiError('ORDER_NOT_FOUND')) code: string`.
 */
export function ValidParam<K extends keyof typeof PATH_PARAMS>(name: string, kind: K, notFound: ApiErrorBody): ParameterDecorator {
  return (target, key, index) => {
    Param(name, new PathParamPipe(PATH_PARAMS[kind], notFound))(target, key, index);
    const descriptor = Object.getOwnPropertyDescriptor(target, key!)!;
    ApiParam({ name, type: kind === 'recordId' ? 'integer' : 'string' })(target, key!, descriptor);
  };
}
