import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';

/** The failure envelope every error answers with. */
export class ApiErrorBody {
  @ApiProperty({ example: false })
  success: false;

  @ApiProperty({ example: 'Validation failed' })
  message: string;

  @ApiProperty({
    required: false,
    example: { email: ['email must be a valid email address'] },
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errors?: Record<string, string[]>;
}

/** Documents `{ success: true, data: T, message? }` for a status (200 by default). */
export function ApiEnvelope(model: Type<unknown> | null, options: { status?: number; isArray?: boolean; description?: string } = {}) {
  const data =
    model === null
      ? { type: 'object', nullable: true }
      : options.isArray
        ? { type: 'array', items: { $ref: getSchemaPath(model) } }
        : { $ref: getSchemaPath(model) };
  return applyDecorators(
    ...(model ? [ApiExtraModels(model)] : []),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      schema: {
        type: 'object',
        required: ['success', 'data'],
        properties: { success: { type: 'boolean', example: true }, data, message: { type: 'string' } },
      },
    }),
  );
}

/** Documents the error answers a route can give. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ApiExtraModels(ApiErrorBody),
    ...statuses.map((status) => ApiResponse({ status, description: ERROR_TEXT[status] ?? 'Error', schema: { $ref: getSchemaPath(ApiErrorBody) } })),
  );
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: field messages in errors',
  401: 'Not signed in, or the token is invalid, expired or revoked',
  403: 'Signed in, but the role or permissions do not allow it',
  404: 'Not found',
  409: 'Conflicts with existing data',
  413: 'Request body too large',
  422: 'Well-formed but not acceptable',
  429: 'Too many attempts',
};
