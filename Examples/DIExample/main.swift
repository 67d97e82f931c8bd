import MosaicDI

print("hello")
