import { Input, Textarea } from '@tarojs/components'
import type { InputProps } from '@tarojs/components/types/Input'
import type { TextareaProps } from '@tarojs/components/types/Textarea'
import { INPUT_MAXLENGTH } from '@/lib/constants'

// Every field has a name a screen reader says (the placeholder disappears once typed in): on H5
// it goes onto the native input inside Taro's element (nativeProps); the mini-program drops it.

/** Taro's Input with a name and the app's default length limit (spec §9: 140 characters). */
export function TextInput({ label, nativeProps, ...props }: InputProps & { label: string }) {
  return <Input maxlength={INPUT_MAXLENGTH} {...props} nativeProps={{ 'aria-label': label, ...nativeProps }} />
}

export function TextArea({ label, nativeProps, ...props }: TextareaProps & { label: string }) {
  return <Textarea maxlength={INPUT_MAXLENGTH} {...props} nativeProps={{ 'aria-label': label, ...nativeProps }} />
}
