import { Input, Textarea } from '@tarojs/components'
import type { InputProps } from '@tarojs/components/types/Input'
import type { TextareaProps } from '@tarojs/components/types/Textarea'
import { INPUT_MAXLENGTH } from '@/lib/constants'

/** Taro's Input with the app's default length limit (spec §9: 140 characters). */
export function TextInput(props: InputProps) {
  return <Input maxlength={INPUT_MAXLENGTH} {...props} />
}

export function TextArea(props: TextareaProps) {
  return <Textarea maxlength={INPUT_MAXLENGTH} {...props} />
}
