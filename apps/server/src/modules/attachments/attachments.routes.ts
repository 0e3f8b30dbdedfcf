import {
  AttachmentListSchema,
  DeleteAttachmentBodySchema,
  IdParamsSchema,
  IdSchema,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  OkSchema,
  UploadResponseSchema,
} from '@app/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { createStorage } from '../../platform/storage/create-storage.js';
import { type ObjectStorage, StorageNotFound } from '../../platform/storage/storage.js';
import { adminContext } from '../admin/context.js';
import {
  type AttachmentsContext,
  attachmentContent,
  attachmentsOf,
  deleteAttachment,
  storeUpload,
} from './attachments.service.js';
import { contentDisposition } from './file-name.js';
import { decodeUploadBody, JSON_UPLOAD_BODY_LIMIT } from './json-upload.js';
import { receiveMultipart } from './multipart-upload.js';
import { LinkSigner } from './signed-links.js';
import { sizeExceeded } from './upload-guard.js';

const secured = { security: [{ bearer: [] }], tags: ['attachments'] };

/** Evidence uploads and attachments (spec 02 sections 4, 5 and 7). */
export const attachmentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; storage?: ObjectStorage }> = async (
  app,
  { deps, storage = createStorage(deps.config) },
) => {
  // Scoped to this plugin: no other route accepts multipart bodies. One file per request; the
  // limit is one byte over the maximum so that an oversize file is seen (the guard refuses it)
  // rather than silently cut to size.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
  const links = new LinkSigner(deps.config.jwtSecret);
  const ctx = (request: FastifyRequest): AttachmentsContext => ({
    ...adminContext(deps, request),
    storage,
    links,
  });

  app.post(
    '/upload',
    {
      config: { access: 'authenticated' },
      bodyLimit: JSON_UPLOAD_BODY_LIMIT,
      schema: {
        ...secured,
        description:
          'JSON (spec Upload payload, fileData in base64) or multipart/form-data with one file and ' +
          'incidentNumber as a query parameter or a field sent before the file.',
        querystring: z.object({ incidentNumber: z.string().optional(), client: z.string().optional() }),
        response: { 201: UploadResponseSchema },
      },
      // A body too big to hold 50 MB in base64 is refused with the spec's message before it is read.
      preParsing: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (!request.headers['content-type']?.startsWith('multipart/') && length > JSON_UPLOAD_BODY_LIMIT) {
          throw sizeExceeded();
        }
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const upload = request.isMultipart()
        ? await receiveMultipart(request, request.query.incidentNumber, (input) =>
            storeUpload(ctx(request), principal, input),
          )
        : await storeUpload(
            ctx(request),
            principal,
            decodeUploadBody(request.body, request.query.incidentNumber),
          );
      return reply.status(201).send({ attachment: upload });
    },
  );

  app.get(
    '/manager/incidents/:id/attachments',
    {
      config: { access: 'authenticated' },
      schema: { ...secured, params: IdParamsSchema, response: { 200: AttachmentListSchema } },
    },
    async (request) => ({
      attachments: await attachmentsOf(ctx(request), principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/manager/incidents/:id/attachments/:attachmentId/delete',
    {
      config: { access: 'authenticated' },
      schema: {
        ...secured,
        params: z.object({ id: IdSchema, attachmentId: IdSchema }),
        body: DeleteAttachmentBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await deleteAttachment(
        ctx(request),
        principalOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/attachments/:id/content',
    {
      // The link itself is the credential: an <img> or a new tab sends no bearer token.
      config: { access: 'public' },
      schema: {
        tags: ['attachments'],
        params: IdParamsSchema,
        querystring: z.object({
          expires: z.string().optional(),
          signature: z.string().optional(),
          client: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const left = links.verify(request.tenant.id, request.params.id, request.query);
      if (left === null) throw forbidden(MESSAGES.evidence.linkExpired);
      const content = await attachmentContent(ctx(request), request.params.id).catch((error: unknown) => {
        throw error instanceof StorageNotFound ? notFound(MESSAGES.evidence.notFound) : error;
      });
      return reply
        .header('content-type', content.row.contentType)
        .header('content-length', String(content.row.sizeBytes))
        .header('content-disposition', contentDisposition(content.row.fileName, 'inline'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${left}`)
        .send(content.body);
    },
  );
};
