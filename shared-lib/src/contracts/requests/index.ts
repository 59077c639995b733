// One valibot schema per request body and query of the API: the API's pipe checks every request with them
// (api/src/common/validation.ts), the forms check their fields with the same ones, and the boundary tests are
// generated from them (api/test/request-schemas.api.test.ts).
export * from './fields';
export * from './field-errors';
export * from './account';
export * from './auth';
export * from './contact';
export * from './menu';
export * from './orders';
export * from './reservations';
export * from './settings';
export * from './staff';
export * from './release-health';
export * from './releases';
export * from './delivery';
