import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { DbId } from './common.ts';
import { AI_MESSAGES, UseCaseDetail } from './ai.ts';
import { wordCount } from './profile.ts';

/** What one use case may hold. */
export const USE_CASE_LIMITS = {
  words: 500,
  topics: 7,
  professionalFields: 7,
  jobFunctions: 3,
  categories: 3,
  careerStages: 7,
  aiTools: 10,
  /** An uploaded video may weigh this much. */
  videoBytes: 50 * 1024 * 1024,
} as const;

export const USE_CASE_MESSAGES = {
  required: AI_MESSAGES.required,
  maxWords: 'Maximum 500 words',
  maxImage: 'Maximum 1 image',
  maxDocument: 'Maximum 1 document',
  maxTopics: 'Maximum 7 topics',
  maxProfessionalFields: 'Maximum 7 professional fields',
  maxJobFunctions: 'Maximum 3 job functions',
  maxCategories: AI_MESSAGES.maxCategories,
  maxCareerStages: 'Maximum 7 career stages',
  maxAiTools: 'Maximum 10 AI tools',
  submitted: 'Thank you for submitting a use case',
  updated: 'Use case updated successfully',
  submitFailed: 'Could not submit your request',
  updateFailed: 'Could not update your request',
  staffOnly: 'Only staff set the topics, career stages and professional fields of a use case.',
  notAllowedToEdit: 'Only the author of a use case or staff may change it.',
  unknownOption: 'Choose from the list.',
  unknownAiTool: 'Choose approved AI tools from the list.',
  groupNotAllowed: AI_MESSAGES.groupNotAllowed,
  thumbnailNotImage: 'The thumbnail must be an image you uploaded.',
  documentNotPdf: 'The document must be a PDF you uploaded.',
  videoNotMp4: 'The video must be an MP4 you uploaded.',
  videoTooBig: 'File size exceeds the limit of 50MB',
  submitTitle: 'Submit Use Case',
  editTitle: 'Edit Use Case',
} as const;

const M = USE_CASE_MESSAGES;

/** At most 500 words, and never more characters than 500 long words take. */
const words = z
  .string()
  .trim()
  .max(LIMITS.longText * 2)
  .refine((text) => wordCount(text) <= USE_CASE_LIMITS.words, M.maxWords);
const requiredLine = (max: number) => z.string({ error: M.required }).trim().min(1, M.required).max(max);
const ids = (max: number, message: string) => z.array(DbId).max(max, message);
/** A stored file the author uploaded, by its id; null takes it away. */
const fileId = DbId.nullable().optional();

/**
 * Every field of the use case form. Topics, career stages and professional fields are set by staff only (the server
 * refuses them from anyone else). The thumbnail and the document are files uploaded through /file-upload/, the
 * video through /upload-video/, each named by its id.
 */
export const UseCaseFields = z.object({
  title: requiredLine(LIMITS.shortText),
  description: words.min(1, M.required),
  reason: words.optional(),
  group: DbId,
  business_value: requiredLine(100),
  complexity: requiredLine(100),
  innovation_category: requiredLine(100),
  categories: z.array(z.string().trim().min(1).max(100)).max(USE_CASE_LIMITS.categories, M.maxCategories).optional(),
  job_functions: ids(USE_CASE_LIMITS.jobFunctions, M.maxJobFunctions).optional(),
  topics: ids(USE_CASE_LIMITS.topics, M.maxTopics).optional(),
  professional_fields: ids(USE_CASE_LIMITS.professionalFields, M.maxProfessionalFields).optional(),
  career_stages: ids(USE_CASE_LIMITS.careerStages, M.maxCareerStages).optional(),
  ai_tools: ids(USE_CASE_LIMITS.aiTools, M.maxAiTools).optional(),
  thumbnail_image: fileId,
  document: fileId,
  video: fileId,
});
export const UseCaseCreateBody = UseCaseFields;
export type UseCaseCreateBody = z.input<typeof UseCaseCreateBody>;
/** PATCH /use-cases/{id}/: any of the fields. */
export const UseCasePatchBody = UseCaseFields.partial();
export type UseCasePatchBody = z.input<typeof UseCasePatchBody>;

/** The fields only staff may set. */
export const USE_CASE_STAFF_FIELDS = ['topics', 'career_stages', 'professional_fields'] as const;

export const UseCaseSaved = z.object({ message: z.string(), use_case: UseCaseDetail });
export type UseCaseSaved = z.infer<typeof UseCaseSaved>;

/** POST /upload-video/: the stored video, named by its id in the use case form. */
export const UploadedVideo = z.object({ id: z.number().int(), video_link: z.string() });
export type UploadedVideo = z.infer<typeof UploadedVideo>;
