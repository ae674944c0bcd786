import { z } from '../zod';
import { ROLES } from '../catalogues/roles';

// Field rules the events and teams contracts share (not exported by the contracts' index).

export const role = z.enum(ROLES, 'Please choose a role from the list.');
export const roleList = z
  .array(role)
  .max(ROLES.length)
  .transform((roles) => [...new Set(roles)]);
