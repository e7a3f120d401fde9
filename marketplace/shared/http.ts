// The contract's conventions (marketplace-api.md "Conventions"): the envelope
// { code, message, data } with HTTP status = code, typed errors, list queries.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { type z } from "zod";
import { apiErrorMap, issuesOf } from "./issue-keys.js";

export class ApiError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const notFound = (what = "not_found") => new ApiError(404, what);

/** 422 validation_failed with one field's issue, the shape `parse` answers. */
export const invalidField = (path: string, message: string) =>
  new ApiError(422, "validation_failed", { issues: [{ path, message }] });

export function send(res: Response, data: unknown, message = "success") {
  res.status(200).json({ code: 200, message, data });
}

export function sendError(res: Response, err: ApiError) {
  res.status(err.code).json({ code: err.code, message: err.message, data: err.data });
}

/** Wraps an async handler so thrown ApiErrors become envelopes and the rest a 500. */
export function handler(fn: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .then((data) => {
        if (!res.headersSent) send(res, data ?? null);
      })
      .catch(next);
  };
}

/**
 * safeParse with every issue's message a key: a check the schema gave no message of its own (a value of
 * the wrong shape) answers the key of shared/issue-keys.ts, never zod's English.
 */
export const parseKeyed = <S extends z.ZodType>(schema: S, input: unknown) =>
  schema.safeParse(input, { error: apiErrorMap });

/** Parses with zod; a failure answers 422 with the issues field by field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = parseKeyed(schema, input);
  if (!result.success) throw new ApiError(422, "validation_failed", { issues: issuesOf(result.error) });
  return result.data;
}

export function errorMiddleware(log: (line: string) => void) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // already answered: the server refused the body at its limit, and the reader saw it cut short
    if (res.headersSent) return;
    if (err instanceof ApiError) return sendError(res, err);
    // body-parser errors carry a status (e.g. 400 malformed JSON, 413 too large)
    const status = (err as { status?: number })?.status;
    if (status && status >= 400 && status < 500) {
      return sendError(
        res,
        new ApiError(status === 413 ? 413 : 400, status === 413 ? "payload_too_large" : "bad_request"),
      );
    }
    log(`marketplace error: ${(err as Error)?.stack ?? String(err)}`);
    sendError(res, new ApiError(500, "server_error"));
  };
}

export const nowIso = () => new Date().toISOString();

/** A LIKE pattern's text with its wildcards as plain characters (use with `escape '\\'`). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
