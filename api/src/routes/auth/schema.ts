import { Type } from 'typebox';

export const Role = Type.Union([Type.Literal('operator'), Type.Literal('owner')], {
  description: 'operator: runs the whole directory; owner: manages only the stores in storeIds',
});

export const AdminUser = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role: Role,
  storeIds: Type.Optional(Type.Array(Type.String(), { description: "An owner's stores (absent for the operator)" })),
});

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
