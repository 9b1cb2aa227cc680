import { z } from 'zod';

/** A long piece of backend work (an export, a batch of bot games): started by a method of its own, which returns
 *  the job's id, then watched and cancelled through these methods; its result is read by a method of its kind. */
export const JobIdSchema = z.string().regex(/^job-[0-9a-z]{1,32}$/, 'a job id');

export const JobStatusSchema = z.object({
  id: JobIdSchema,
  kind: z.string(),
  state: z.enum(['running', 'done', 'failed', 'cancelled']),
  /** Work done and work in all, in the job's own units (pages, tiles, games); total 0 while unknown. */
  done: z.number(),
  total: z.number(),
  /** What the job is doing now, for people ("page 3 of 12"). */
  label: z.string(),
  /** Milliseconds since the job started, and the estimate of the time left (null while unknown). */
  elapsedMs: z.number(),
  remainingMs: z.number().nullable(),
  error: z.string().optional(),
});
export type JobStatus = z.infer<typeof JobStatusSchema>;
export type JobState = JobStatus['state'];

const method = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

export const JOB_METHODS = {
  'jobs.status': method(z.strictObject({ id: JobIdSchema }), JobStatusSchema),
  'jobs.cancel': method(z.strictObject({ id: JobIdSchema }), JobStatusSchema),
} as const;
