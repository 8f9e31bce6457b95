// Builds a real multipart/form-data body (via the platform's FormData) for inject() tests.
export interface TestFile {
  name: string
  data: Buffer | string
  type?: string
}

export async function multipart(
  fields: Record<string, string>,
  files: Record<string, TestFile> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const [key, file] of Object.entries(files)) {
    const bytes = typeof file.data === 'string' ? Buffer.from(file.data) : file.data
    form.append(key, new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
  }
  const response = new Response(form)
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  }
}
