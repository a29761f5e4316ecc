/**
 * An error with the HTTP status and message Algolia would answer with. The protocol layer turns
 * it into `{ message, status }`; in-process callers see it thrown.
 */
export class SearchEngineError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'SearchEngineError';
    this.status = status;
  }
}

export const badRequest = (message: string) => new SearchEngineError(400, message);
export const notFound = (message: string) => new SearchEngineError(404, message);
export const indexNotFound = () => new SearchEngineError(404, 'Index does not exist');
