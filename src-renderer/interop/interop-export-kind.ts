import type { InteropExportRequest } from '../../src-shared/api/contract-interop';

/** Which interchange format an export dialog writes. */
export type InteropExportKind = InteropExportRequest['kind'];
