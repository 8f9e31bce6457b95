// Admin session: login body and what /api/auth/user answers for the admin.
import { Type, type Static } from 'typebox'

export const ADMIN_HEADER = 'x-admin-password'

export const Login = Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }) })
export const AuthUser = Type.Object({ role: Type.Literal('admin') })
export type AuthUser = Static<typeof AuthUser>
