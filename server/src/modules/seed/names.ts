/** Name parts for demo developers: varied, common, and all plain ASCII for usernames. */
export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Ahmed', 'Aisha', 'Alex', 'Amara', 'Ana', 'Ananya', 'Arjun', 'Ben', 'Camila', 'Chen', 'Chloe', 'Daniel',
  'Diego', 'Elena', 'Emeka', 'Emma', 'Ethan', 'Fatima', 'Felix', 'Grace', 'Hana', 'Hiro', 'Ines', 'Isaac', 'Ishaan', 'Jade',
  'Jamal', 'Javier', 'Jonas', 'Kabir', 'Kavya', 'Kenji', 'Leila', 'Leo', 'Lina', 'Lucas', 'Maya', 'Mei', 'Meera', 'Mohamed',
  'Nadia', 'Nikhil', 'Noah', 'Nora', 'Olu', 'Omar', 'Priya', 'Rahul', 'Riya', 'Rohan', 'Sara', 'Sofia', 'Tariq', 'Tomas',
  'Vikram', 'Wei', 'Yara', 'Yusuf', 'Zara', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Adeyemi', 'Ahmed', 'Alvarez', 'Bauer', 'Bose', 'Chen', 'Costa', 'Das', 'Dubois', 'Fernandes', 'Garcia', 'Gupta', 'Haddad',
  'Hansen', 'Ito', 'Iyer', 'Jensen', 'Kapoor', 'Khan', 'Kim', 'Kowalski', 'Kumar', 'Lee', 'Lopez', 'Martin', 'Mehta', 'Mendes',
  'Mishra', 'Moreau', 'Mueller', 'Nair', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Oliveira', 'Park', 'Patel', 'Petrov',
  'Rao', 'Reddy', 'Rossi', 'Sato', 'Schmidt', 'Shah', 'Sharma', 'Silva', 'Singh', 'Smith', 'Suzuki', 'Tanaka', 'Torres',
  'Tran', 'Verma', 'Wang', 'Williams', 'Wu', 'Yadav', 'Yilmaz', 'Zhang',
] as const;
