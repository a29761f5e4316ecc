import { z } from 'zod';

const email = z
  .string({ message: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .max(254, 'That email address is too long')
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const signUpSchema = z.object({
  email,
  name: z.string({ message: 'Enter your name' }).trim().min(1, 'Enter your name').max(100, 'Your name can be at most 100 characters'),
  password: z
    .string({ message: 'Choose a password' })
    .min(8, 'Your password needs at least 8 characters')
    .max(200, 'Your password can be at most 200 characters'),
});

export const signInSchema = z.object({
  email,
  password: z.string({ message: 'Enter your password' }).min(1, 'Enter your password').max(200, 'That password is too long'),
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignInInput = z.input<typeof signInSchema>;
