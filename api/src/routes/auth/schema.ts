import { Type } from 'typebox';

export const AdminUser = Type.Object({ _id: Type.String(), email: Type.String(), name: Type.String() });

export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 1024 }),
});

export const LoginResponse = Type.Object({ token: Type.String(), user: AdminUser });

export const ResetPasswordBody = Type.Object({
  currentPassword: Type.String({ maxLength: 1024 }),
  newPassword: Type.String({ maxLength: 1024 }),
});

export const ResetPasswordResponse = Type.Object({
  message: Type.String(),
  token: Type.String({ description: 'A new token: the change ended every earlier session, the current one included' }),
});
