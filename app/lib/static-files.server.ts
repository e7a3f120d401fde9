// Static files without a disk lookup per page: express.static stats every request's
// path, so each page cost two failed stat calls (the client build, public/). The names at the top
// of each directory are read once at start (both are fixed for the process's life: the build is
// immutable, public/ ships with it); only paths under one of them reach the static handler.
import { readdirSync } from "node:fs";
import type { NextFunction, Request, RequestHandler, Response } from "express";

export function onlyExisting(dir: string, serve: RequestHandler): RequestHandler {
  let names: Set<string>;
  try {
    names = new Set(readdirSync(dir));
  } catch {
    names = new Set();
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const first = req.path.split("/")[1] ?? "";
    let name: string;
    try {
      name = decodeURIComponent(first);
    } catch {
      return next();
    }
    return name && names.has(name) ? serve(req, res, next) : next();
  };
}
