/** The product-service client, for the app. */
export { createServiceClient } from './createServiceClient.js';
export type { ServiceClient, ServiceClientOptions, ServiceCredentials } from './createServiceClient.js';
export { ServiceError } from './serviceError.js';
export type * from './types.js';
