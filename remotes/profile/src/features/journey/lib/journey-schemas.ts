// The rules a journey item is saved under, in a chunk of their own: they bring zod (~25 KB
// gzipped), which the profile needs only once someone saves an item (check-with.ts).
export { hackathonSchema, projectCreateSchema, projectUpdateSchema } from '@hackmate/shared/validation';
