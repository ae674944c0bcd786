/** Every user-facing validation message of SPEC §5, verbatim, in one place. */
export const MESSAGES = {
  usernameRule: "Username should consist of lowercase characters, numbers & ('.' , '_') only",
  emailRule: 'Enter valid email address',
  passwordRule: 'Enter strong password (Use Uppercase, Special characters & numbers)',
  required: (field: string) => `${field} is required`,
  projectCreateIncomplete: 'Please fill all the details of the project',
  projectUpdateIncomplete: 'Please fill all the details',
  hackathonIncomplete: 'Please fill all the details',
  selectImage: 'Please select an image',
  blankMessage: 'Message cannot be empty',
} as const;
