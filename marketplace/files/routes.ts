// marketplace-api.md "Uploads" (the extra/ paths): extra/upload/image|avatar|file (multipart,
// field `file`, header X-Upload-Key), extra/upload/save-file, and the public files route that
// serves what was saved (verification documents to their supplier only). (The folder is not
// called uploads/: .gitignore keeps that name for data.)
import { unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { allows } from "@contract/permissions";
import { asMember } from "../team/store.js";
import { Router, type Request, type Response } from "express";
import multer from "multer";
import { SaveFileBody, UploadFields } from "@contract/api/files";
import { ApiError, handler, nowIso, parse, sendError } from "../shared/http.js";
import { bearerOf, currentAgency, currentUser, type Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import {
  cleanImage,
  EXTENSION,
  FILENAME,
  fileUrl,
  IMAGE_MAX_BYTES,
  MIME,
  PDF_MAX_BYTES,
  seedDir,
  sniff,
  uploadsDir,
} from "./store.js";

type Kind = "image" | "pdf";
const RULES: Record<Kind, { maxBytes: number; wrongType: string; tooLarge: string }> = {
  image: { maxBytes: IMAGE_MAX_BYTES, wrongType: "only_jpg_png", tooLarge: "image_too_large" },
  pdf: { maxBytes: PDF_MAX_BYTES, wrongType: "only_pdf", tooLarge: "file_too_large" },
};

// Multer stops reading past this cap; it sits above the limit so that a slightly large file
// is answered with our message after a full read, and a huge one is never buffered.
const parsers: Record<Kind, ReturnType<typeof multer>> = {
  image: multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_MAX_BYTES + 512 * 1024, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  }),
  pdf: multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: PDF_MAX_BYTES + 512 * 1024, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  }),
};

function receive(kind: Kind, req: Request, res: Response): Promise<Express.Multer.File | undefined> {
  return new Promise((resolve, reject) => {
    parsers[kind].single("file")(req, res, (err: unknown) => {
      if (!err) return resolve(req.file);
      if (err instanceof multer.MulterError) {
        return reject(new ApiError(400, err.code === "LIMIT_FILE_SIZE" ? RULES[kind].tooLarge : "bad_upload"));
      }
      reject(err);
    });
  });
}

export function uploadRoutes(ctx: Ctx) {
  const r = Router();
  const { db, options } = ctx;
  const dir = uploadsDir(options.dataDir);

  const upload = (kind: Kind) =>
    handler(async (req, res) => {
      // spec §7: "all with a key header"; checked before a byte of the body is read
      if (req.get("x-upload-key") !== options.appId) throw new ApiError(400, "missing_upload_key");
      const { agency } = await currentAgency(ctx, req);
      const file = await receive(kind, req, res);
      if (!file || file.size === 0) throw new ApiError(400, "missing_file");
      const { type } = parse(UploadFields, req.body ?? {});

      const rule = RULES[kind];
      const sniffed = sniff(file.buffer);
      const ok = kind === "pdf" ? sniffed === "pdf" : sniffed === "jpeg" || sniffed === "png";
      if (!sniffed || !ok) throw new ApiError(400, rule.wrongType);
      if (file.size >= rule.maxBytes) throw new ApiError(400, rule.tooLarge);

      const content = sniffed === "pdf" ? file.buffer : await cleanImage(file.buffer, sniffed);
      const filename = `${randomId()}${EXTENSION[sniffed]}`;
      const target = path.join(dir, filename);
      await writeFile(target, content, { flag: "wx" });
      try {
        await db
          .insertInto("files")
          .values({
            _id: randomId(),
            agency_id: agency._id,
            filename,
            kind,
            type,
            mime: MIME[sniffed],
            size: content.length,
            saved: 0,
            created_at: nowIso(),
            // a supplier's own files may be identity documents: private until its logo or images show them
            private: type === "agency" ? 1 : 0,
          })
          .execute();
      } catch (err) {
        await unlink(target).catch(() => {});
        throw err;
      }
      return { filename };
    });

  r.post("/extra/upload/image", upload("image"));
  r.post("/extra/upload/avatar", upload("image"));
  r.post("/extra/upload/file", upload("pdf"));

  r.post(
    "/extra/upload/save-file",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parse(SaveFileBody, req.body);
      // another supplier's file answers 404, like a file that does not exist
      const file = await db
        .selectFrom("files")
        .selectAll()
        .where("filename", "=", body.filename)
        .where("agency_id", "=", agency._id)
        .executeTakeFirst();
      if (!file) throw new ApiError(404, "file_not_found");
      // a supplier's own files may be identity documents: private until its logo or images show them
      await db
        .updateTable("files")
        .set({ saved: 1, type: body.type, private: body.type === "agency" ? 1 : 0 })
        .where("_id", "=", file._id)
        .execute();
      return { url: fileUrl(file.filename) };
    }),
  );

  return r;
}

/**
 * GET files/{filename}: mounted before the X-App-Id check, without a token, because an <img>
 * sends neither. The names are 24 random hex digits; only saved files are served. A private file
 * (a verification document) needs the bearer token of its supplier's user or of an operator
 * (role admin); to anyone else it does not exist.
 */
export function fileRoutes(ctx: Ctx) {
  const r = Router();
  const dir = uploadsDir(ctx.options.dataDir);
  const seeded = seedDir(ctx.options.dataDir);

  /** Whether the caller may read a private file: its supplier's user or an operator. */
  async function mayRead(req: Request, agencyId: string) {
    if (!bearerOf(req)) return false;
    const user = await currentUser(ctx, req); // an expired token answers 401, so the client can refresh
    if (user.role === "admin") return true;
    // a member of the supplier who may read its profile, where these documents are (spec team.md §Roles)
    const own = await ctx.db
      .selectFrom("members")
      .select(["_id", "role", "services"])
      .where("agency_id", "=", agencyId)
      .where("user_id", "=", user._id)
      .where("status", "=", "active")
      .executeTakeFirst();
    return Boolean(own && allows(asMember(own), "profile.read", null));
  }

  r.get("/files/:filename", (req, res, next) => {
    const filename = String(req.params.filename ?? "");
    if (!FILENAME.test(filename)) return sendError(res, new ApiError(404, "file_not_found"));
    (async () => {
      const file = await ctx.db
        .selectFrom("files")
        .select(["filename", "kind", "mime", "folder", "private", "agency_id"])
        .where("filename", "=", filename)
        .where("saved", "=", 1)
        .executeTakeFirst();
      if (!file || (file.private && !(await mayRead(req, file.agency_id))))
        return sendError(res, new ApiError(404, "file_not_found"));
      res.sendFile(
        path.join(file.folder === "seed" ? seeded : dir, file.filename),
        {
          cacheControl: false,
          dotfiles: "deny",
          headers: {
            "Content-Type": file.mime,
            "X-Content-Type-Options": "nosniff",
            "Cache-Control": file.private ? "private, no-store" : "public, max-age=31536000, immutable",
            ...(file.private ? { Vary: "Authorization" } : {}),
            "Content-Disposition": file.kind === "pdf" ? `attachment; filename="${file.filename}"` : "inline",
          },
        },
        (err) => {
          if (err && !res.headersSent) sendError(res, new ApiError(404, "file_not_found"));
        },
      );
    })().catch((err: unknown) => (err instanceof ApiError ? sendError(res, err) : next(err)));
  });

  return r;
}
