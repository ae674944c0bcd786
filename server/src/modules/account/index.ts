/**
 * Door of the account module, what other code may use of it (ARCHITECTURE.md).
 * The account area (sessions list, password change, export, deletion) serves its routes only:
 * no other module needs anything of it, so its door is closed. Its routes are registered from
 * ../index.ts.
 */
export {};
