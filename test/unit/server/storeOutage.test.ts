// Which store failures are an outage (answered 503 store_unavailable, ask again) and which are the statement's own.
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError, asStoreFailure, isStoreOutage } from '../../../src/server/store/storeOutage';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isStoreOutage', () => {
  it.each([
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET'), true],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    ['a write to a closed connection', withCode('write EPIPE', 'EPIPE'), true],
    ['the server going down', withCode('terminating connection due to administrator command', '57P01'), true],
    ['the server still starting', withCode('the database system is starting up', '57P03'), true],
    ['no connection slots left', withCode('sorry, too many clients already', '53300'), true],
    ['a connection exception (class 08)', withCode('connection failure', '08006'), true],
    ['the driver losing its connection', new Error('Connection terminated unexpectedly'), true],
    ['the pool unable to connect in time', new Error('timeout exceeded when trying to connect'), true],
    ['a broken pooled client', new Error('Client has encountered a connection error and is not queryable'), true],
    ['already classified', new StoreUnavailableError(new Error('x')), true],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505'), false],
    ['a serialisation failure', withCode('could not serialize access', '40001'), false],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601'), false],
    ['SQLite busy', withCode('database is locked', 'SQLITE_BUSY'), false],
    ['not an error', 'ECONNRESET', false],
  ])('%s: %s', (_what, failure, expected) => expect(isStoreOutage(failure)).toBe(expected));
});

describe('asStoreFailure', () => {
  it('wraps an outage once, keeping the driver error as its cause, and leaves other failures as they are', () => {
    const reset = withCode('read ECONNRESET', 'ECONNRESET');
    const wrapped = asStoreFailure(reset);
    expect(wrapped).toBeInstanceOf(StoreUnavailableError);
    expect((wrapped as Error).cause).toBe(reset);
    expect(asStoreFailure(wrapped)).toBe(wrapped);
    const duplicate = withCode('duplicate key', '23505');
    expect(asStoreFailure(duplicate)).toBe(duplicate);
  });
});
