import { resourceKeys } from '../query-keys';

/** The query keys of media. */
export const mediaKeys = {
  ...resourceKeys('media'),
  /** A company's media as library tiles (media library dialog). */
  company: (companyId: string) => ['media', 'company', companyId] as const,
};
